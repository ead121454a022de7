import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Billing History page; a later issue builds it. */
export function InvoicesPage() {
  return (
    <PagePlaceholder
      title="Billing History"
      summary="The billing history page lists your invoices and credit notes since 2021."
    />
  );
}
