import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { centsFromDecimal, formatEuro } from '@tbs/rules';
import { isSuccess, payloadOf } from '../../api/apiError.ts';
import { answerOf, api, authHeaders } from '../../api/client.ts';
import type { ApiBody } from '../../api/types.ts';
import { useCurrentUser } from '../../stores/session.ts';

/** An invoice or credit note of Billing History (GET /api/companies/getInvoices, /getCreditNotes). */
export interface BillingItem {
  id: number;
  invoiceNumber: string;
  account: 'Plus' | 'Broker' | 'EBM' | 'Custom';
  /** Euro with two decimals: '816.75'. */
  total: string;
  /** dd/mm/yyyy */
  invoiceDate: string;
  datePaid: string | null;
  paymentStatus: 1 | 2 | 9 | null;
  isPastDue: boolean;
  link: string | null;
}

export type BillingKind = 'invoices' | 'creditNotes';

/** Under `member`: signing out drops them. */
export const billingKey = (kind: BillingKind) => ['member', 'billing', kind] as const;

const PDF_PATHS: Record<BillingKind, string> = {
  invoices: '/api/companies/invoices',
  creditNotes: '/api/companies/creditNotes',
};

/** The signed-in company's invoices or credit notes since 2021, newest first. */
export function useBillingItems(kind: BillingKind): UseQueryResult<BillingItem[]> {
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: billingKey(kind),
    queryFn: async () =>
      (
        await payloadOf(
          answerOf<ApiBody<{ results: BillingItem[]; numResults: number }>>(
            kind === 'invoices'
              ? api.GET('/api/companies/getInvoices')
              : api.GET('/api/companies/getCreditNotes'),
          ),
        )
      ).results,
    enabled: signedIn,
  });
}

export type PaymentStatusLabel = 'Paid' | 'VOID' | 'Overdue' | 'Due';

/** Spec part 2 section 4: 1 or 2 = Paid; 9 = VOID; none and past due = Overdue; none and not past due = Due. */
export function paymentStatusLabel(
  item: Pick<BillingItem, 'paymentStatus' | 'isPastDue'>,
): PaymentStatusLabel {
  if (item.paymentStatus === 1 || item.paymentStatus === 2) return 'Paid';
  if (item.paymentStatus === 9) return 'VOID';
  return item.isPastDue ? 'Overdue' : 'Due';
}

/** Unpaid invoices (Due or Overdue) get a Pay button; paid or void ones only the PDF. */
export const isPayable = (item: BillingItem): boolean => item.paymentStatus === null;

/** '816.75' -> '€ 816.75', '1350.00' -> '€ 1,350.00'. */
export function formatTotal(total: string): string {
  try {
    return formatEuro(centsFromDecimal(total));
  } catch {
    return `€ ${total}`;
  }
}

/**
 * Starts paying an open invoice: the payment action answers the provider's checkout link, which the browser
 * follows (the provider returns to /invoices?paid=... or ?notPaid=...). Falls back to the invoice's stored
 * payment link when the action is not there. Answers the message to show when neither works.
 */
export async function payInvoice(
  invoiceNumber: string,
  storedLink: string | null = null,
): Promise<string | null> {
  const body = await answerOf<ApiBody<{ link: string }>>(
    api.POST('/api/companies/invoices/{invoiceNumber}/actions/pay', {
      params: { path: { invoiceNumber } },
    }),
  );
  const link = isSuccess(body) ? body.payload?.link : (storedLink ?? undefined);
  if (link && /^(https?:\/\/|\/)/.test(link)) {
    window.location.assign(link);
    return null;
  }
  return body.msg || 'The payment could not be started. Please try again or contact TBS.';
}

/**
 * Downloads the PDF of an invoice or credit note (the bearer token goes in a header, so the browser cannot
 * follow a plain link): fetched, then saved under its number. Answers false when it failed.
 */
export async function downloadPdf(kind: BillingKind, number: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${PDF_PATHS[kind]}/${encodeURIComponent(number)}/pdf`, {
      headers: { Accept: 'application/pdf', ...authHeaders() },
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${number}.pdf`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
