import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Pay TBS Membership page; a later issue builds it. */
export function PaymentPage() {
  return (
    <PagePlaceholder
      title="Pay TBS Membership"
      summary="The payment page lets you order a Plus or Broker membership, from 675 EUR per year."
    />
  );
}
