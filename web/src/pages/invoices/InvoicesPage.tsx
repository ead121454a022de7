import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { SignInRequired } from '../../components/SignInRequired.tsx';
import {
  billingKey,
  downloadPdf,
  formatTotal,
  isPayable,
  payInvoice,
  paymentStatusLabel,
  useBillingItems,
  type BillingItem,
  type BillingKind,
} from './invoicesApi.ts';
import './invoices.css';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

const TEXTS = {
  pdfFailed: 'The PDF could not be downloaded. Please try again.',
  payFailedTitle: 'Payment could not be started',
  paidTitle: 'Thank you for your payment',
  paid: (number: string) =>
    `Invoice ${number} shows as Paid as soon as the payment provider confirms the payment.`,
  notPaidTitle: 'Payment not completed',
  notPaid: (number: string) =>
    `The payment of invoice ${number} was not completed. Please try again or contact TBS sales.`,
} as const;

function StatusBadge({ item }: { item: BillingItem }) {
  const label = paymentStatusLabel(item);
  return (
    <span className={`billing-status billing-status--${label.toLowerCase()}`} data-testid="billing-status">
      {label}
    </span>
  );
}

interface BillingTableProps {
  kind: BillingKind;
  title: string;
  numberLabel: string;
  /** The invoice the force-pay overlay sent the member to pay (?pay=), highlighted. */
  highlight: string | null;
}

/** One table of Billing History: number, account, total, dates, status, Pdf (and Pay on unpaid invoices). */
function BillingTable({ kind, title, numberLabel, highlight }: BillingTableProps) {
  const { data, isPending, isError, refetch } = useBillingItems(kind);
  const [busy, setBusy] = useState<string | null>(null);
  const isInvoices = kind === 'invoices';

  const pdf = async (number: string) => {
    setBusy(`pdf:${number}`);
    const ok = await downloadPdf(kind, number);
    setBusy(null);
    if (!ok) notifyError('Something went wrong', TEXTS.pdfFailed);
  };
  const pay = async (item: BillingItem) => {
    setBusy(`pay:${item.invoiceNumber}`);
    const failure = await payInvoice(item.invoiceNumber, item.link);
    if (failure) {
      setBusy(null);
      notifyError(TEXTS.payFailedTitle, failure);
    }
  };

  return (
    <section className="billing-section" aria-labelledby={`billing-${kind}`} data-testid={`billing-${kind}`}>
      <h2 id={`billing-${kind}`}>{title}</h2>
      {isPending && <Skeleton blocks={4} blockHeight={44} lines={0} label="Loading invoices" />}
      {isError && (
        <p className="parts-message" role="alert">
          Your {isInvoices ? 'invoices' : 'credit notes'} could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {data && data.length === 0 && (
        <p className="muted" data-testid={`billing-${kind}-empty`}>
          {isInvoices ? 'No invoices since 2021.' : 'No credit notes since 2021.'}
        </p>
      )}
      {data && data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table billing-table">
            <thead>
              <tr>
                <th scope="col">{numberLabel}</th>
                <th scope="col">Account</th>
                <th scope="col" className="billing-amount">
                  Total
                </th>
                <th scope="col">Date</th>
                <th scope="col">Date paid</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((item) => (
                <tr
                  key={item.id}
                  className={item.invoiceNumber === highlight ? 'billing-row--highlight' : undefined}
                  data-testid="billing-row"
                  data-number={item.invoiceNumber}
                >
                  <td className="nowrap" data-testid="billing-number">
                    {item.invoiceNumber}
                  </td>
                  <td>{item.account}</td>
                  <td className="billing-amount nowrap" data-testid="billing-total">
                    {formatTotal(item.total)}
                  </td>
                  <td className="nowrap">{item.invoiceDate}</td>
                  <td className="nowrap">{item.datePaid ?? '–'}</td>
                  <td>
                    <StatusBadge item={item} />
                  </td>
                  <td className="billing-actions">
                    {isInvoices && isPayable(item) && (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={busy !== null}
                        onClick={() => void pay(item)}
                        data-testid="billing-pay"
                      >
                        {busy === `pay:${item.invoiceNumber}` ? 'Opening…' : 'Pay'}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy === `pdf:${item.invoiceNumber}`}
                      onClick={() => void pdf(item.invoiceNumber)}
                      aria-label={`Download ${item.invoiceNumber} as PDF`}
                      data-testid="billing-pdf"
                    >
                      Pdf
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * After the payment provider: ?paid= thanks the member and asks again for the invoices and the blocking
 * status until the webhook has settled the invoice (a few seconds at most); ?notPaid= says it failed.
 */
function usePaymentReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const paid = params.get('paid');
  const notPaid = params.get('notPaid');
  useEffect(() => {
    if (handled.current || (!paid && !notPaid)) return;
    handled.current = true;
    if (paid) notifySuccess(TEXTS.paidTitle, TEXTS.paid(paid), 8000);
    else if (notPaid) notifyError(TEXTS.notPaidTitle, TEXTS.notPaid(notPaid), 8000);
    const next = new URLSearchParams(params);
    next.delete('paid');
    next.delete('notPaid');
    setParams(next, { replace: true });
    if (!paid) return;
    let tries = 0;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: billingKey('invoices') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.invoiceStatus });
    };
    refresh();
    const timer = setInterval(() => {
      tries += 1;
      refresh();
      if (tries >= 5) clearInterval(timer);
    }, 2000);
    return () => clearInterval(timer);
  }, [paid, notPaid, params, setParams, queryClient]);
}

/** What became of the invoice the overlay named: its payment opening, or why not. */
function PayNotice({ number }: { number: string }) {
  const item = useBillingItems('invoices').data?.find((candidate) => candidate.invoiceNumber === number);
  if (!item) return null;
  const text = isPayable(item)
    ? `Opening the payment of invoice ${number}… If nothing happens, use its Pay button below.`
    : `Invoice ${number} is ${paymentStatusLabel(item) === 'VOID' ? 'void' : 'paid'}: nothing to pay.`;
  return (
    <p className="card billing-notice" data-testid="billing-pay-notice">
      {text}
    </p>
  );
}

/**
 * /invoices?pay=TBS-2026-00001 (the force-pay overlay's Pay now): starts paying that invoice once, as its Pay
 * button would; an invoice that is not open (paid meanwhile, void, not the company's) only stays highlighted.
 */
function usePayFromLink(number: string | null): void {
  const { data } = useBillingItems('invoices');
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!number || !data || started.current === number) return;
    started.current = number;
    const item = data.find((candidate) => candidate.invoiceNumber === number);
    if (!item || !isPayable(item)) return;
    void payInvoice(item.invoiceNumber, item.link).then((failure) => {
      if (failure) notifyError(TEXTS.payFailedTitle, failure);
    });
  }, [number, data]);
}

/** /invoices: Billing History since 2021, invoices and credit notes (spec part 2 sections 2, 3, 4). */
export function InvoicesPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const highlight = user ? params.get('pay') : null;
  usePaymentReturn();
  usePayFromLink(highlight);
  if (!user)
    return (
      <SignInRequired
        title="Billing History (since 2021)"
        reason="Please sign in to see your company's invoices and credit notes."
      />
    );
  return (
    <section className="page invoices-page" data-testid="invoices-page">
      <h1>Billing History (since 2021)</h1>
      {highlight && <PayNotice number={highlight} />}
      <BillingTable kind="invoices" title="Invoices" numberLabel="Invoice" highlight={highlight} />
      <BillingTable kind="creditNotes" title="Credit Notes" numberLabel="Credit note" highlight={null} />
    </section>
  );
}
