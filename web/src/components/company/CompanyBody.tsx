import type { ReactNode } from 'react';
import { isOn, type CompanyContact, type CompanyProfile } from '../../api/types.ts';
import { vatLabel, websiteHref, websiteLabel } from '../../format/companyLinks.ts';
import { formatLongDate } from '../../format/dates.ts';
import { CompanyTierBadge } from '../parts/CompanyTierBadge.tsx';

interface CompanyBodyProps {
  company: CompanyProfile;
  contacts: CompanyContact[];
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

/**
 * The company body of spec part 1 in modal mode: Company Details and Contact Details panels (what a visitor
 * may not see is simply absent from the answer). The recommendations list is left to the company page.
 */
export function CompanyBody({ company, contacts }: CompanyBodyProps) {
  const website = websiteHref(company.website);
  const place = [company.zip, company.city].filter(Boolean).join(' ');
  const bank = [
    ['Payment method', company.paymentMethod],
    ['IBAN', company.ibanCode],
    ['SWIFT', company.swiftCode],
    ['Bank code', company.bankCode],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <div className="company-body" data-testid="company-body">
      <p className="company-body-tier">
        <CompanyTierBadge company={company} />
        {company.memberSince && (
          <span className="muted" data-testid="company-member-since">
            Member since {formatLongDate(company.memberSince)}
          </span>
        )}
        {isOn(company.misc?.[0]?.isFavorite) && <span className="badge">In your favorites</span>}
      </p>

      <div className="detail-columns">
        <section data-testid="company-details">
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
            <Detail term={vatLabel(company.country)}>{company.vatNr}</Detail>
            <Detail term="Favorites" testId="company-fav-count">
              {company.favCount}
            </Detail>
            <Detail term="Recommendations" testId="company-recommendation-count">
              {company.recommendations.length}
            </Detail>
          </dl>
        </section>

        {contacts.length > 0 && (
          <section data-testid="company-contacts">
            <h3>Contact Details</h3>
            <ul className="company-contacts">
              {contacts.map((contact) => (
                <li key={contact.id} data-testid="company-contact">
                  <strong>{contact.name}</strong>
                  <span className={contact.label === 'Main' ? 'badge badge--main' : 'badge'}>
                    {contact.label}
                  </span>
                  {contact.function && <span className="muted"> {contact.function}</span>}
                  <br />
                  <a href={`mailto:${contact.email}`} data-testid="company-contact-email">
                    {contact.email}
                  </a>
                  {contact.tel && (
                    <>
                      <br />
                      {contact.tel}
                    </>
                  )}
                  {contact.imName && contact.imValue && (
                    <>
                      <br />
                      {contact.imName}: {contact.imValue}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {company.description && (
        <>
          <h4>Profile</h4>
          <p className="company-description" data-testid="company-description">
            {company.description}
          </p>
        </>
      )}
      {company.shippingDetails && (
        <>
          <h4>Shipping</h4>
          <p className="company-description">{company.shippingDetails}</p>
        </>
      )}
      {company.warrantyPolicy && (
        <>
          <h4>Warranty</h4>
          <p className="company-description">{company.warrantyPolicy}</p>
        </>
      )}
      {bank.length > 0 && (
        <>
          <h4>Payment</h4>
          <dl className="detail-list">
            {bank.map(([term, value]) => (
              <Detail key={term} term={term}>
                {value}
              </Detail>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
