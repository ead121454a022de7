import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isOn } from '../../api/types.ts';
import { useLiveBroadcasts } from '../../live/useLiveBroadcasts.ts';
import { AveragePricesButton } from '../../modals/averagePrices/AveragePricesButton.tsx';
import { ComposeButton } from '../../modals/compose/ComposeButton.tsx';
import { PossibleMatchesModal } from '../../modals/possibleMatches/PossibleMatchesModal.tsx';
import { useCurrentUser } from '../../stores/session.ts';
import { BroadcastCompanyFilter } from './BroadcastCompanyFilter.tsx';
import { BroadcastMoreMenu } from './BroadcastMoreMenu.tsx';
import { BroadcastResults } from './BroadcastResults.tsx';
import { BroadcastSearchForm } from './BroadcastSearchForm.tsx';
import {
  BROADCAST_TABS,
  broadcastRssHref,
  broadcastsHref,
  parseBroadcastSearch,
  rememberLastBroadcastSearch,
  serialiseBroadcastSearch,
  TAB_LABELS,
  visibleTabs,
  type BroadcastSearchState,
} from './broadcastUrlState.ts';
import { SaveSearchButton } from './savedSearches/SaveSearchButton.tsx';
import { SavedSearchesTab } from './savedSearches/SavedSearchesTab.tsx';
import './broadcasts.css';

/** Broadcast list; visitors are sent home (spec: a non-signed-in visitor on /broadcasts goes to /). */
export function BroadcastsPage() {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;
  return <BroadcastList isServiceOnly={isOn(user.isServiceOnly)} />;
}

/** /broadcasts for a member: the URL is the list's state, so searches are shareable and Back works. */
function BroadcastList({ isServiceOnly }: { isServiceOnly: boolean }) {
  const [params] = useSearchParams();
  const viewer = useMemo(() => ({ isServiceOnly }), [isServiceOnly]);
  const state = useMemo(() => parseBroadcastSearch(params, viewer), [params, viewer]);
  const navigate = useNavigate();
  // A new broadcast refetches the open list without a reload.
  useLiveBroadcasts();
  const show = (next: BroadcastSearchState) => void navigate(broadcastsHref(next));

  // The detail page's back link returns to this search (without reopening the possible matches modal).
  const backHref = broadcastsHref({ ...state, possibleMatchId: null });
  useEffect(() => rememberLastBroadcastSearch(backHref), [backHref]);

  const savedSearchesTab = state.tab === BROADCAST_TABS.savedSearches;
  // Remount the form when the URL's terms change (back button, header search) so it shows them.
  const formKey = serialiseBroadcastSearch({ ...state, page: 1, possibleMatchId: null, tab: 0 });

  return (
    <section className="page broadcasts-page" data-testid="broadcasts-page">
      <div className="broadcasts-header">
        <h1>Broadcasts</h1>
        <div className="broadcasts-actions">
          <ComposeButton />
          {!isServiceOnly && <BroadcastMoreMenu />}
        </div>
      </div>
      <BroadcastSearchForm key={formKey} state={state} onSearch={show} />
      <div className="broadcasts-tools">
        {state.companyId !== null && (
          <BroadcastCompanyFilter
            companyId={state.companyId}
            onClear={() => show({ ...state, companyId: null, page: 1 })}
          />
        )}
        <SaveSearchButton
          search={{
            query: state.query,
            listType: state.side ?? undefined,
            type: state.listId === null ? undefined : String(state.listId),
            companyId: state.companyId ?? undefined,
          }}
        />
        <AveragePricesButton
          search={{
            query: state.query,
            listType: state.side ?? undefined,
            type: state.listId === null ? undefined : String(state.listId),
            companyId: state.companyId ?? undefined,
            favorites: state.tab === BROADCAST_TABS.favorites,
            exactPhrase: state.exactPhrase,
          }}
        />
        <a className="broadcasts-rss" href={broadcastRssHref(state)} data-testid="broadcast-rss-link">
          RSS
        </a>
      </div>
      <div className="broadcast-tabs" role="tablist" aria-label="Broadcasts">
        {visibleTabs(viewer).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={state.tab === tab}
            className={state.tab === tab ? 'broadcast-tab broadcast-tab--current' : 'broadcast-tab'}
            onClick={() => show({ ...state, tab, page: 1 })}
            data-testid={`broadcast-tab-${tab}`}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {savedSearchesTab ? <SavedSearchesTab /> : <BroadcastResults state={state} onChange={show} />}
      </div>
      {state.possibleMatchId !== null && (
        <PossibleMatchesModal
          broadcastId={state.possibleMatchId}
          // Asked for from the own-broadcasts menu: shown even when the automatic modal is switched off.
          isFromOwnBroadcasts
          onClose={() => show({ ...state, possibleMatchId: null })}
        />
      )}
    </section>
  );
}
