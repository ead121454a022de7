import { Link } from 'react-router';

/** Contract terms of a membership: the /contract page, also shown in the sign-up and payment modals. */
export function ContractTerms() {
  return (
    <article className="page prose" data-testid="contract-page">
      <h1>Contract Terms</h1>
      <ol className="numbered-terms">
        <li>
          A membership runs for one year from the invoice date and is renewed each year unless cancelled in
          writing before the renewal date.
        </li>
        <li>
          Membership is paid annually in advance, from 675 EUR per year (Plus account) or 1350 EUR (Broker
          account).
        </li>
        <li>
          European companies must give a valid VAT number. Incorrect or missing VAT numbers result in the
          addition of the appropriate taxes; Dutch companies are charged 21% VAT.
        </li>
        <li>A free trial lasts one month and starts after TBS has approved the registration.</li>
        <li>
          Members follow the <Link to="/broadcast-rules">Broadcast Rules</Link> and trade according to the{' '}
          <Link to="/grading-guidelines">Grading Guidelines</Link>. Members who break the rules may be removed
          without refund.
        </li>
        <li>
          TBS brings buyers and sellers together and is not a party to their deals. Complaints are handled as
          described on the complaint form.
        </li>
        <li>Login details are personal and may not be shared outside the member company.</li>
      </ol>
    </article>
  );
}
