import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CompanyTierBadge } from '../../components/parts/CompanyTierBadge.tsx';
import { RegisterPrompt } from '../../components/parts/RegisterPrompt.tsx';
import { formatPrice } from '@tbs/rules';
import { RfqModalLoader } from '../../modals/rfq/RfqModalLoader.tsx';
import { lastPartsSearchHref } from '../../search/lastPartsSearch.ts';
import { partStatsPath } from '../../search/partNumber.ts';
import { usePart } from '../../queries/parts.ts';
import { useSettings } from '../../queries/settings.ts';
import { usePartsPreferences } from '../../stores/partsPreferences.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { PartItemList } from '../../components/parts/PartItemList.tsx';
import { OptionalDetail } from '../../components/detailList/OptionalDetail.tsx';
import { PartShareLink } from './PartShareLink.tsx';
import { RFQ_UNAVAILABLE, rfqAvailability } from './rfqAvailability.ts';
import { SignInForPart } from './SignInForPart.tsx';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

/** A plain part id, as members' links carry it; visitors' links carry the part's token. */
const PLAIN_PART_ID = /^\d{1,10}$/;

/** /parts/{id}: item and company details, RFQ for members; a visitor's plain id asks to sign in. */
export function PartDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  // Not asked for: the API refuses visitors plain ids (401) whether the part exists or not.
  const needsSignIn = user === null && PLAIN_PART_ID.test(id);
  const partQuery = usePart(id, { enabled: !needsSignIn });
  const part = partQuery.data ?? null;
  const [rfqOpen, setRfqOpen] = useState(false);
  const currency = usePartsPreferences((preferences) => preferences.currency);
  const rates = useSettings()?.rates ?? null;

  const rfq = part ? rfqAvailability(part, user !== null) : 'hidden';

  return (
    <section className="page part-detail" data-testid="part-detail">
      <p>
        <Link to={lastPartsSearchHref()} data-testid="back-to-parts">
          ‹ Back to parts
        </Link>
      </p>
      {needsSignIn && <SignInForPart />}
      {!part && partQuery.isError && <p className="muted">This part is not available.</p>}
      {!needsSignIn && partQuery.isPending && <Skeleton lines={8} label="Loading the part" />}
      {part && (
        <>
          <h1>{part.partNumber}</h1>
          <div className="detail-columns">
            <section className="card" data-testid="part-item-details">
              <h2>Item Details</h2>
              <PartItemList
                part={part}
                price={<span data-testid="part-price">{formatPrice(part.price, currency, rates)}</span>}
              />
              <p>
                <Link to={partStatsPath(part.partNumber)} data-testid="part-stats-link">
                  Statistics and availability of {part.partNumber}
                </Link>
              </p>
              <PartShareLink shareId={part.shareId} />
            </section>
            <section className="card" data-testid="part-company-details">
              <h2>Company Details</h2>
              <dl className="detail-list">
                <dt>Company</dt>
                <dd>
                  {part.company.id !== undefined ? (
                    <Link to={`/companies/${part.company.id}`}>{part.company.name}</Link>
                  ) : (
                    part.company.name
                  )}{' '}
                  <CompanyTierBadge company={part.company} />
                </dd>
                <OptionalDetail term="Country" value={part.company.countryName} />
                <OptionalDetail term="Telephone" value={part.company.tel} />
                <OptionalDetail term="Profile" value={part.company.description} />
                {part.contacts && part.contacts.length > 0 && (
                  <>
                    <dt>Contacts</dt>
                    <dd>
                      <ul className="link-list">
                        {part.contacts.map((contact) => (
                          <li key={contact.id}>
                            {contact.name} — <a href={`mailto:${contact.email}`}>{contact.email}</a>
                            {contact.tel && ` — ${contact.tel}`}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                )}
              </dl>
              {rfq !== 'hidden' && (
                <button
                  type="button"
                  className="button button--accent"
                  disabled={rfq === 'disabled'}
                  title={rfq === 'disabled' ? RFQ_UNAVAILABLE : undefined}
                  onClick={() => setRfqOpen(true)}
                  data-testid="rfq-button"
                >
                  Request For Quote
                </button>
              )}
              {!user && (
                <RegisterPrompt text="Company details and requests for quote are for members only. Register for a free 1-month trial." />
              )}
            </section>
          </div>
        </>
      )}
      {rfqOpen && part && <RfqModalLoader partId={part.id} onClose={() => setRfqOpen(false)} />}
    </section>
  );
}
