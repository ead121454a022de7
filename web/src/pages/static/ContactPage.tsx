import { STAFF_CONTACTS, telHref, whatsAppHref } from './staffContacts.ts';

/** Staff contacts and company details. */
export function ContactPage() {
  return (
    <article className="page" data-testid="contact-page">
      <h1>Contact us</h1>
      <p className="page-lead">
        Questions about your membership, invoices or the European Broker Meeting? We are happy to help.
      </p>
      <ul className="staff-grid">
        {STAFF_CONTACTS.map((contact) => (
          <li key={contact.email} className="card staff-card" data-testid="staff-contact">
            <span className="staff-photo" aria-hidden="true">
              {contact.name.slice(0, 1)}
            </span>
            <div>
              <a className="staff-name" href={`mailto:${contact.email}`}>
                {contact.name}
              </a>
              <p className="muted">{contact.position}</p>
              <p>
                <a href={telHref(contact.tel)}>{contact.tel}</a> ·{' '}
                <a href={whatsAppHref(contact.tel)} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <section className="card">
        <h2>Company details</h2>
        <p>
          Postal address, office address, banking details, company registration and VAT numbers are printed on
          every TBS invoice and will be listed here.
        </p>
      </section>
    </article>
  );
}
