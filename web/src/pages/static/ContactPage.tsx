import { useState } from 'react';
import type { ContactDetails } from '../../api/types.ts';
import { ContactMessageModal } from '../../components/company/contactMessage/ContactMessageModal.tsx';
import { useContactDetails } from '../../queries/contactDetails.ts';
import { staffInitials, staffPhotoAlt, whatsAppHref } from './staffContacts.ts';

type Operator = NonNullable<ContactDetails['operator']>;
type StaffMember = ContactDetails['staff'][number];

/** Lines of an address, one under the other. */
function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line) => (
        <span key={line} className="address-line">
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/**
 * The operator's company details from the server (the setting operatorDetails): postal and office address,
 * banking details, company registration and VAT numbers. What the operator has not set is left out.
 */
function CompanyDetails({ operator }: { operator: Operator }) {
  const bank = operator.bank;
  return (
    <section className="card" data-testid="operator-details">
      <h2>Company details</h2>
      {operator.legalName && <p data-testid="operator-name">{operator.legalName}</p>}
      <div className="detail-columns">
        {operator.postalAddress && (
          <div data-testid="operator-postal-address">
            <h3>Postal address</h3>
            <AddressLines lines={operator.postalAddress} />
          </div>
        )}
        {operator.officeAddress && (
          <div data-testid="operator-office-address">
            <h3>Office address</h3>
            <AddressLines lines={operator.officeAddress} />
          </div>
        )}
      </div>
      {bank && (
        <>
          <h3>Banking details</h3>
          <dl className="detail-list" data-testid="operator-bank">
            {bank.bankName && (
              <>
                <dt>Bank</dt>
                <dd>{bank.bankName}</dd>
              </>
            )}
            {bank.accountHolder && (
              <>
                <dt>Account holder</dt>
                <dd>{bank.accountHolder}</dd>
              </>
            )}
            {bank.iban && (
              <>
                <dt>IBAN</dt>
                <dd data-testid="operator-iban">{bank.iban}</dd>
              </>
            )}
            {bank.bic && (
              <>
                <dt>BIC / SWIFT</dt>
                <dd>{bank.bic}</dd>
              </>
            )}
          </dl>
        </>
      )}
      {(operator.chamberOfCommerce || operator.vatNumber) && (
        <dl className="detail-list">
          {operator.chamberOfCommerce && (
            <>
              <dt>Chamber of Commerce (company registration)</dt>
              <dd data-testid="operator-coc">{operator.chamberOfCommerce}</dd>
            </>
          )}
          {operator.vatNumber && (
            <>
              <dt>VAT number</dt>
              <dd data-testid="operator-vat">{operator.vatNumber}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/** The square the photo (or the initials) takes, reserved before the photo arrives. */
const STAFF_PHOTO_PX = 64;

/** A staff member's photo; the initials when there is none or it does not load. */
function StaffPhoto({ staff }: { staff: StaffMember }) {
  const [failed, setFailed] = useState(false);
  if (!staff.picUrl || failed) {
    return (
      <span className="staff-photo" aria-hidden="true" data-testid="staff-initials">
        {staffInitials(staff.name)}
      </span>
    );
  }
  return (
    <img
      className="staff-photo"
      src={staff.picUrl}
      alt={staffPhotoAlt(staff.name)}
      width={STAFF_PHOTO_PX}
      height={STAFF_PHOTO_PX}
      decoding="async"
      onError={() => setFailed(true)}
      data-testid="staff-photo"
    />
  );
}

/** A staff member: photo (or initials), name opening the message modal, position, phone and WhatsApp. */
function StaffCard({ staff, onMessage }: { staff: StaffMember; onMessage: () => void }) {
  return (
    <li className="card staff-card" data-testid="staff-contact">
      <StaffPhoto staff={staff} />
      <div>
        <button
          type="button"
          className="staff-name link-button"
          onClick={onMessage}
          title={`Send a message to ${staff.name}`}
          data-testid="staff-contact-name"
        >
          {staff.name}
        </button>
        <p className="muted">{staff.position}</p>
        <p>
          <a href={staff.telHref}>{staff.tel}</a> ·{' '}
          <a href={whatsAppHref(staff.tel)} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </p>
      </div>
    </li>
  );
}

/**
 * /contact: the operator's staff (from the server, never made-up people), a message to one of them or to the
 * team (sendMailToTBS; the captcha for visitors), and the company details from the database.
 */
export function ContactPage() {
  const details = useContactDetails();
  const staff = details?.staff ?? [];
  const supportEmail = details?.supportEmail ?? null;
  const operator = details?.operator ?? null;
  // undefined: closed; null: to the team's inbox; a staff member: to them.
  const [writingTo, setWritingTo] = useState<StaffMember | null | undefined>(undefined);
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
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setWritingTo(null)}
          data-testid="contact-tbs-button"
        >
          Send us a message
        </button>
      </p>
      {staff.length > 0 && (
        <ul className="staff-grid">
          {staff.map((member) => (
            <StaffCard key={member.id} staff={member} onMessage={() => setWritingTo(member)} />
          ))}
        </ul>
      )}
      {operator && <CompanyDetails operator={operator} />}
      {writingTo !== undefined && (
        <ContactMessageModal
          target="tbs"
          recipient={writingTo ? { id: writingTo.id, name: writingTo.name } : undefined}
          onClose={() => setWritingTo(undefined)}
        />
      )}
    </article>
  );
}
