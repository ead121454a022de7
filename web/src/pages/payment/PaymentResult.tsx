import { Link } from 'react-router';

/** Stages 4 (the provider said ok) and 5 (it did not), each with a way back to Verify Order. */
export function PaymentResult({ ok, onBack }: { ok: boolean; onBack: (() => void) | null }) {
  return (
    <section className="card" data-testid={ok ? 'payment-stage-4' : 'payment-stage-5'}>
      {ok ? (
        <>
          <h2>Thank you for your order</h2>
          <p>Your order was placed successfully and an invoice was sent to you by e-mail.</p>
          <p className="muted">Your membership is activated within 24 hours of the payment.</p>
        </>
      ) : (
        <>
          <h2>Payment not completed</h2>
          <p>The payment process was not completed.</p>
          <p>
            Please try again, or <Link to="/contact">contact our sales team</Link> to complete your order.
          </p>
        </>
      )}
      {onBack && (
        <p>
          <button type="button" className="link-button" onClick={onBack} data-testid="payment-back-to-verify">
            ‹ Back to Verify Order
          </button>
        </p>
      )}
    </section>
  );
}
