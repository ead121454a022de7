import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isOn, type CompanyContact, type CompanyProfile, type User } from '../../api/types.ts';
import { taxIdLabel } from '@tbs/rules';
import { websiteHref, websiteLabel } from '../../format/companyLinks.ts';
import { formatLongDate } from '../../format/dates.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { CompanyTierBadge } from '../parts/CompanyTierBadge.tsx';
import { ComplaintButton } from './complaints/ComplaintButton.tsx';
import { ContactMessageButton } from './contactMessage/ContactMessageButton.tsx';
import { FavoriteToggle } from './favorites/FavoriteToggle.tsx';
import { LogoControls, ProfilePictureControls } from './pictures/PictureControls.tsx';
import { RecommendButton, RecommendationsSection } from './recommendations/RecommendationsSection.tsx';
import { CompanyEditModal } from './CompanyEditModal.tsx';
import { ContactEditModal } from './ContactEditModal.tsx';
import { ContactToggles } from './ContactToggles.tsx';
import { TEAMS_FALLBACK_MS, teamsChatLinks, telHref } from './contactLinks.ts';
import './companyBody.css';

/**
 * view: another company's page (/companies/{id}); edit: the own company on /profile; modal: the company modal
 * of parts, broadcasts, services and tier lists (no recommendations).
 */
export type CompanyBodyMode = 'view' | 'edit' | 'modal';

interface CompanyBodyProps {
  company: CompanyProfile;
  contacts: CompanyContact[];
  /** 'modal' unless told (the company modal was its first use). */
  mode?: CompanyBodyMode;
}

/** Who reads the body, as far as its buttons are concerned. The server enforces every one of these. */
interface Reader {
  user: User | null;
  isOwnCompany: boolean;
  /** The owner of the company shown (edits its fields on /profile). */
  isOwner: boolean;
}

function readerOf(user: User | null, company: CompanyProfile): Reader {
  const isOwnCompany = user !== null && user.companyId === company.id;
  return { user, isOwnCompany, isOwner: isOwnCompany && user.isOwner };
}

/** A term and its value, left out when there is no value. */
function Detail({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** A phone number as a link that dials it (text when it has no digits). */
function Phone({ tel, testId }: { tel: string; testId?: string }) {
  const href = telHref(tel);
  return href ? (
    <a href={href} data-testid={testId}>
      {tel}
    </a>
  ) : (
    <span data-testid={testId}>{tel}</span>
  );
}

/** Tries the Teams app first and opens the web chat when the app did not take over within 500 ms. */
function openTeamsChat(event: MouseEvent<HTMLAnchorElement>, user: string): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  const { app, web } = teamsChatLinks(user);
  window.location.href = app;
  window.setTimeout(() => {
    // The app took the focus: nothing more to do.
    if (document.hasFocus()) window.open(web, '_blank', 'noopener,noreferrer');
  }, TEAMS_FALLBACK_MS);
}

/** A contact's messenger: a Teams chat link, any other messenger as text. */
function InstantMessaging({ contact }: { contact: CompanyContact }) {
  if (!contact.imName || !contact.imValue) return null;
  const value = contact.imValue;
  return (
    <span className="company-contact-im" data-testid="company-contact-im">
      {contact.imName}:{' '}
      {contact.imName === 'Teams' ? (
        <a
          href={teamsChatLinks(value).web}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => openTeamsChat(event, value)}
        >
          {value}
        </a>
      ) : (
        value
      )}
    </span>
  );
}

function ContactCard({
  company,
  contact,
  reader,
  mode,
  onEdit,
}: {
  company: CompanyProfile;
  contact: CompanyContact;
  reader: Reader;
  mode: CompanyBodyMode;
  onEdit: () => void;
}) {
  const isOwnContact = reader.user?.id === contact.id;
  const editing = mode === 'edit' && isOwnContact;
  const isMain = contact.label === 'Main';
  return (
    <li
      className={isMain ? 'company-contact company-contact--main' : 'company-contact'}
      data-testid="company-contact"
      data-contact-id={contact.id}
    >
      <ProfilePictureControls contact={contact} editable={editing} />
      <div className="company-contact-text">
        <p className="company-contact-name">
          <strong data-testid="company-contact-name">{contact.name}</strong>{' '}
          <span className={isMain ? 'badge badge--main' : 'badge'} data-testid="company-contact-label">
            {contact.label}
          </span>
        </p>
        {contact.function && (
          <p className="muted" data-testid="company-contact-function">
            {contact.function}
          </p>
        )}
        <p>
          <a href={`mailto:${contact.email}`} data-testid="company-contact-email">
            {contact.email}
          </a>
        </p>
        {contact.tel && (
          <p>
            <Phone tel={contact.tel} testId="company-contact-tel" />
          </p>
        )}
        <p>
          <InstantMessaging contact={contact} />
        </p>
        <div className="company-contact-actions">
          {/* Colleagues talk to each other without the platform's mail. */}
          {!reader.isOwnCompany && <ContactMessageButton company={company} contact={contact} />}
          {editing && (
            <button
              type="button"
              className="button button--small"
              onClick={onEdit}
              data-testid="update-contact-button"
            >
              Update contact
            </button>
          )}
        </div>
        {editing && !isOn(company.isServiceOnly) && <ContactToggles contact={contact} />}
      </div>
    </li>
  );
}

/** The visitor's invitation: the details and contacts are for members, with a free month to try. */
function FreeTrialBanner() {
  return (
    <div className="company-trial-banner" data-testid="company-free-trial-banner">
      <p>
        <strong>Want to see the phone numbers, contacts and trade details of this company?</strong> Members
        see every detail of close to 3000 verified traders.
      </p>
      <Link className="button button--accent" to="/register">
        Start your free 1-month trial
      </Link>
    </div>
  );
}

/** The role-dependent buttons above the panels. */
function CompanyActions({
  company,
  reader,
  mode,
  onEditCompany,
}: {
  company: CompanyProfile;
  reader: Reader;
  mode: CompanyBodyMode;
  onEditCompany: () => void;
}) {
  const { user, isOwnCompany, isOwner } = reader;
  if (!user) return null;
  const companyServiceOnly = isOn(company.isServiceOnly);
  // Service-only readers have no broadcasts (spec role table); a service-only company sends none to list.
  const showBroadcasts = !isOn(user.isServiceOnly) && !companyServiceOnly;
  const other = !isOwnCompany;
  return (
    <div className="company-actions" data-testid="company-actions">
      {showBroadcasts && (
        <Link
          className="button"
          to={`/broadcasts?companyId=${company.id}`}
          data-testid="company-broadcasts-link"
        >
          Broadcasts
        </Link>
      )}
      {other && !companyServiceOnly && <RecommendButton company={company} />}
      {other && <ComplaintButton company={company} />}
      {other && <FavoriteToggle company={company} />}
      {mode === 'edit' && isOwner && (
        <button
          type="button"
          className="button button--primary"
          onClick={onEditCompany}
          data-testid="update-company-button"
        >
          Update Company
        </button>
      )}
    </div>
  );
}

/** The company's long texts (profile, shipping, warranty), each as it was typed. */
function CompanyTexts({ company }: { company: CompanyProfile }) {
  const texts: [string, string | null | undefined, string][] = [
    ['Profile', company.description, 'company-description'],
    ['Shipping', company.shippingDetails, 'company-shipping'],
    ['Warranty', company.warrantyPolicy, 'company-warranty'],
  ];
  return (
    <>
      {texts.map(([heading, text, testId]) =>
        text ? (
          <section key={heading} className="company-text">
            <h4>{heading}</h4>
            <p className="company-description" data-testid={testId}>
              {text}
            </p>
          </section>
        ) : null,
      )}
    </>
  );
}

/**
 * The company body of spec part 1 in its three modes: Company Details and Contact Details panels (what a
 * visitor may not see is simply absent from the server's answer), the Recommendations section (not for
 * service-only companies, not in the modal), the role-dependent buttons and, for visitors, the free-trial
 * banner. Edit mode (own company on /profile) adds Update Company for the owner and Update contact on the
 * reader's own contact; the other slices' controls (pictures, recommendations, favourites, complaints,
 * contact messages) come from their slot components.
 */
export function CompanyBody({ company, contacts, mode = 'modal' }: CompanyBodyProps) {
  const user = useCurrentUser();
  const reader = readerOf(user, company);
  const [editing, setEditing] = useState<'company' | { contact: CompanyContact } | null>(null);
  const website = websiteHref(company.website);
  const place = [company.zip, company.city].filter(Boolean).join(' ');
  const bank = [
    ['Payment method', company.paymentMethod],
    ['IBAN', company.ibanCode],
    ['SWIFT', company.swiftCode],
    ['Bank code', company.bankCode],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  const showRecommendations = mode !== 'modal' && !isOn(company.isServiceOnly);

  return (
    <div className={`company-body company-body--${mode}`} data-testid="company-body" data-mode={mode}>
      <div className="company-body-head">
        <LogoControls company={company} editable={mode === 'edit' && reader.isOwner} />
        <p className="company-body-tier">
          <CompanyTierBadge company={company} />
          {company.memberSince && (
            <span className="muted" data-testid="company-member-since">
              Member since {formatLongDate(company.memberSince)}
            </span>
          )}
          {isOn(company.misc?.[0]?.isFavorite) && <span className="badge">In your favorites</span>}
        </p>
      </div>

      <CompanyActions
        company={company}
        reader={reader}
        mode={mode}
        onEditCompany={() => setEditing('company')}
      />
      {!user && <FreeTrialBanner />}

      <div className="detail-columns">
        <section className="company-panel" data-testid="company-details">
          <h3>Company Details</h3>
          <dl className="detail-list">
            <Detail term="Country" testId="company-country">
              {company.countryName || company.country}
            </Detail>
            <Detail term="Address" testId="company-address">
              {company.address || place ? [company.address, place].filter(Boolean).join(', ') : null}
            </Detail>
            <Detail term="Phone" testId="company-tel">
              {company.tel && (company.telLink ? <a href={company.telLink}>{company.tel}</a> : company.tel)}
            </Detail>
            <Detail term="Website" testId="company-website">
              {company.website &&
                (website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {websiteLabel(company.website)}
                  </a>
                ) : (
                  company.website
                ))}
            </Detail>
            <Detail term={taxIdLabel(company.country)} testId="company-vat">
              {company.vatNr}
            </Detail>
            <Detail term="Favorites" testId="company-fav-count">
              {company.favCount}
            </Detail>
            <Detail term="Recommendations" testId="company-recommendation-count">
              {company.recommendations.length}
            </Detail>
          </dl>
          <CompanyTexts company={company} />
          {bank.length > 0 && (
            <section className="company-text" data-testid="company-payment">
              <h4>Payment</h4>
              <dl className="detail-list">
                {bank.map(([term, value]) => (
                  <Detail key={term} term={term}>
                    {value}
                  </Detail>
                ))}
              </dl>
            </section>
          )}
        </section>

        {contacts.length > 0 && (
          <section className="company-panel" data-testid="company-contacts">
            <h3>Contact Details</h3>
            <ul className="company-contacts">
              {contacts.map((contact) => (
                <ContactCard
                  key={contact.id}
                  company={company}
                  contact={contact}
                  reader={reader}
                  mode={mode}
                  onEdit={() => setEditing({ contact })}
                />
              ))}
            </ul>
          </section>
        )}
      </div>

      {showRecommendations && <RecommendationsSection company={company} isOwnCompany={reader.isOwnCompany} />}

      {editing === 'company' && <CompanyEditModal company={company} onClose={() => setEditing(null)} />}
      {editing !== null && editing !== 'company' && (
        <ContactEditModal contact={editing.contact} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
