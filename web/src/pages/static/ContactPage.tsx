import { useContactDetails } from '../../queries/contactDetails.ts';
import { whatsAppHref } from './staffContacts.ts';

/** Staff contacts (from the server: the operator's own list, never made-up addresses) and company details. */
export function ContactPage() {
  const details = useContactDetails();
  const staff = details?.staff ?? [];
  const supportEmail = details?.supportEmail ?? null;
  return (
    <article className="page" data-testid="contact-page">
      <h1>Contact us</h1>
      <p className="page-lead">
        Questions about your membership, invoices or the European Broker Meeting? We are happy to help.
        {supportEmail && (
          <>
            {' '}
            Write to{' '}
            <a href={`mailto:${supportEmail}`} data-testid="support-email">
              {supportEmail}
            </a>
            .
          </>
        )}
      </p>
      {staff.length > 0 && (
        <ul className="staff-grid">
          {staff.map((contact) => (
            <li key={contact.id} className="card staff-card" data-testid="staff-contact">
              <span className="staff-photo" aria-hidden="true">
                {contact.name.slice(0, 1)}
              </span>
              <div>
                <a className="staff-name" href={`mailto:${contact.email}`}>
                  {contact.name}
                </a>
                <p className="muted">{contact.position}</p>
                <p>
                  <a href={contact.telHref}>{contact.tel}</a> ·{' '}
                  <a href={whatsAppHref(contact.tel)} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
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
