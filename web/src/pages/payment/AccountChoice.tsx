import { ACCOUNTS, type AccountOption } from './paymentOrder.ts';

/** The payment methods the provider offers (spec part 2 section 9). */
const PAYMENT_METHODS = [
  'Credit cards: Visa, Mastercard, American Express',
  'Bank transfer: iDEAL, Bancontact, SOFORT, giropay',
  'Direct wire transfer',
];

/** Stage 1: the Plus and Broker account cards, the payment methods and the contract terms. */
export function AccountChoice({
  onOrder,
  onShowContract,
}: {
  onOrder: (option: AccountOption) => void;
  onShowContract: () => void;
}) {
  return (
    <section data-testid="payment-stage-1">
      <div className="payment-accounts">
        {ACCOUNTS.map((account) => (
          <article
            key={account.option}
            className="card payment-account"
            data-testid={`payment-account-${account.option}`}
          >
            <h2>{account.title}</h2>
            <p className="payment-price">
              {account.price} EUR <span className="muted">per year</span>
            </p>
            <ul>
              {account.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <button type="button" className="button button--primary" onClick={() => onOrder(account.option)}>
              Order Now
            </button>
          </article>
        ))}
      </div>
      <div className="card">
        <h2>Supported payment methods</h2>
        <ul>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p className="muted">
          Card payments are charged at once; your membership is activated within 24 hours of the payment.
          Memberships are billed yearly and cannot be cancelled once billed.{' '}
          <button type="button" className="link-button" onClick={onShowContract}>
            Contract terms
          </button>
        </p>
      </div>
    </section>
  );
}
