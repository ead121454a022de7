import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isSuccess } from '../../api/client.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { payInvoice } from './paymentApi.ts';

/**
 * /payment?invoice={number}: asks the server for the payment link of an open invoice of the signed-in member's
 * company and goes to the provider; the provider sends the browser back to /invoices.
 */
export function PayInvoiceRedirect({ invoiceNumber }: { invoiceNumber: string }) {
  const user = useCurrentUser();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    void payInvoice(invoiceNumber).then((body) => {
      if (!current) return;
      if (isSuccess(body) && body.payload?.link) window.location.assign(body.payload.link);
      else setProblem(body.msg ?? 'The invoice could not be paid online.');
    });
    return () => {
      current = false;
    };
  }, [invoiceNumber, user]);

  return (
    <section className="page payment-page" data-testid="payment-invoice">
      <h1>Pay invoice {invoiceNumber}</h1>
      {!user ? (
        <p>Please sign in to pay this invoice.</p>
      ) : problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <Link to="/invoices">View Billing History</Link> or <Link to="/contact">contact us</Link>.
          </p>
        </>
      ) : (
        <p>Redirecting to the payment provider…</p>
      )}
    </section>
  );
}
