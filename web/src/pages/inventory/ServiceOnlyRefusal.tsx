import { Link } from 'react-router';

/** My Inventory for a service-only member: inventory is not part of that membership. */
export function ServiceOnlyRefusal() {
  return (
    <section className="page" data-testid="inventory-refusal">
      <h1>My Inventory</h1>
      <div className="card inventory-notice">
        <p>
          Service-only members cannot manage inventory. Please contact us to upgrade your membership if you
          want to list your stock.
        </p>
        <Link className="button button--primary" to="/contact" data-testid="inventory-refusal-contact">
          Contact us
        </Link>
      </div>
    </section>
  );
}
