import { useMemo, useState } from 'react';
import { tierFlags } from '@tbs/rules';
import { Link } from 'react-router';
import { CompanyModalLoader } from '../../modals/CompanyModalLoader.tsx';
import {
  MEMBER_TIERS,
  TIERS,
  tierCountText,
  tierMeaning,
  useTierList,
  type MemberTier,
  type TierMember,
} from './tierLists.ts';
import { TierMemberModal } from './TierMemberModal.tsx';
import './tierMembers.css';

export type { MemberTier } from './tierLists.ts';

/** Lower case without accents, so 'sao' finds 'São Paulo Trading'. */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /diamond-members, /gold-members, /trusted-members: the tier's meaning, how many companies hold it and their
 * names (filterable); a name opens the tier modal, whose contact link opens the company with its contacts.
 */
export function TierMembersPage({ tier }: { tier: MemberTier }) {
  const { name } = TIERS[tier];
  const { data, isPending, isError } = useTierList(tier);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<TierMember | null>(null);
  const [contacting, setContacting] = useState<TierMember | null>(null);

  const shown = useMemo(() => {
    const wanted = searchable(filter.trim());
    const rows = data?.results ?? [];
    return wanted ? rows.filter((row) => searchable(row.name).includes(wanted)) : rows;
  }, [data, filter]);

  return (
    <section className="page tier-members" data-testid="tier-members-page">
      <h1>
        <span className={`tier-badge tier-badge--${tier}`}>{name}</span> {name} members
      </h1>
      <p className="page-lead">{tierMeaning(tier)}</p>
      {isPending && <p className="muted">Loading {name} members…</p>}
      {isError && (
        <p className="muted" role="alert">
          The {name} members could not be loaded. Please try again later.
        </p>
      )}
      {data && (
        <>
          <div className="tier-members-toolbar">
            <p className="tier-members-count" data-testid="tier-count">
              {tierCountText(tier, data.count)}
            </p>
            {data.count > 0 && (
              <label className="tier-members-filter">
                <span className="visually-hidden">Filter by company name</span>
                <input
                  type="search"
                  placeholder="Filter by company name"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                  data-testid="tier-filter"
                />
              </label>
            )}
          </div>
          {data.count === 0 && <p className="muted">No company holds the {name} tier at the moment.</p>}
          {data.count > 0 && shown.length === 0 && (
            <p className="muted">
              No {name} member matches “{filter}”.
            </p>
          )}
          <ul className="tier-member-list" data-testid="tier-member-list">
            {shown.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setSelected(member)}
                  data-testid="tier-member"
                >
                  {member.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="tier-members-other">
        Other tiers:{' '}
        {MEMBER_TIERS.filter((other) => other !== tier).map((other, index) => (
          <span key={other}>
            {index > 0 && ' · '}
            <Link to={TIERS[other].pagePath}>{TIERS[other].name} members</Link>
          </span>
        ))}
      </p>
      {selected && (
        <TierMemberModal
          tier={tier}
          member={selected}
          onContact={() => {
            setContacting(selected);
            setSelected(null);
          }}
          onClose={() => setSelected(null)}
        />
      )}
      {contacting && (
        <CompanyModalLoader
          company={{ id: contacting.id, name: contacting.name, ...tierFlags(TIERS[tier].name) }}
          onClose={() => setContacting(null)}
        />
      )}
    </section>
  );
}
