import { CAPTCHA_MESSAGE } from '@tbs/rules/forms';
import { formatAmount } from '@tbs/rules';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { useContactDetails } from '../../queries/contactDetails.ts';
import type { MembershipQuote } from './paymentApi.ts';
import type { PaymentForm } from './paymentOrder.ts';

/** '1350.00' -> '€ 1,350.00' (two decimals, as the invoice shows it). */
const euro = (decimal: string) => {
  const [whole = '0', fraction = '00'] = decimal.split('.');
  return `€ ${formatAmount(Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)))}`;
};

interface OrderSummaryProps {
  form: PaymentForm;
  quote: MembershipQuote;
  isVisitor: boolean;
  captcha: string | null;
  captchaRound: number;
  paying: boolean;
  onCaptcha: (response: string | null) => void;
  onChangeInfo: () => void;
  onPay: () => void;
}

/** Stage 3: the order summary with To and From, the server's amounts, the visitor's captcha and Pay. */
export function OrderSummary(props: OrderSummaryProps) {
  const { form, quote, isVisitor, captcha, captchaRound, paying } = props;
  const operator = useContactDetails()?.operator ?? null;
  // The server's buyer: a member's company record, whatever the form said.
  const { buyer } = quote;
  const reverseCharged = quote.vatCheck === 'verified' || quote.vatCheck === 'onRecord';
  return (
    <section data-testid="payment-stage-3">
      <div className="card payment-summary">
        <h2>Verify Order</h2>
        <div className="payment-parties">
          <div>
            <h3>To</h3>
            <address data-testid="payment-to">
              {buyer.company}
              <br />
              {form.name}
              <br />
              {form.email}
              <br />
              {buyer.address}
              <br />
              {buyer.zip} {buyer.city}
              <br />
              {buyer.countryName}
            </address>
          </div>
          <div>
            <h3>From</h3>
            <address data-testid="payment-from">
              {operator?.legalName ?? 'TBS'}
              {(operator?.postalAddress ?? []).map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              {operator?.vatNumber && (
                <>
                  <br />
                  VAT {operator.vatNumber}
                </>
              )}
            </address>
          </div>
        </div>
        <table className="payment-lines">
          <thead>
            <tr>
              <th>Description</th>
              <th className="numeric">Unit price</th>
              <th className="numeric">Price</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.description}>
                <td>{line.description}</td>
                <td className="numeric">{euro(line.unitPrice)}</td>
                <td className="numeric">{euro(line.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Subtotal</td>
              <td className="numeric" data-testid="payment-subtotal">
                {euro(quote.subtotal)}
              </td>
            </tr>
            <tr>
              <td colSpan={2}>
                {quote.vatLabel}
                <br />
                <span className="muted">
                  {quote.taxIdLabel} number: {buyer.vat ?? 'none'}
                  {reverseCharged ? ' (reverse charge: VAT is paid by the buyer)' : ''}
                </span>
                {quote.vatNote && (
                  <>
                    <br />
                    <span className="muted" data-testid="payment-vat-note-why">
                      {quote.vatNote}
                    </span>
                  </>
                )}
              </td>
              <td className="numeric" data-testid="payment-vat-amount">
                {euro(quote.vat)}
              </td>
            </tr>
            <tr className="payment-total">
              <td colSpan={2}>Invoice Total for one year</td>
              <td className="numeric" data-testid="payment-total">
                {euro(quote.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p>
          <button
            type="button"
            className="link-button"
            onClick={props.onChangeInfo}
            data-testid="payment-change-info"
          >
            Change Info
          </button>
        </p>
        {isVisitor && <Captcha key={captchaRound} onChange={props.onCaptcha} />}
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={paying || (isVisitor && !captcha)}
            title={isVisitor && !captcha ? CAPTCHA_MESSAGE : undefined}
            onClick={props.onPay}
            data-testid="payment-pay"
          >
            {paying ? 'Redirecting…' : 'Pay for TBS Membership'}
          </button>
        </div>
      </div>
    </section>
  );
}
