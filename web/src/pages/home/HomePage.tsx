import { useCurrentUser } from '../../stores/session.ts';
import { companySearchPath, partSearchPath } from '../../router/paths.ts';
import { FreeTrialCallToAction } from './FreeTrialCallToAction.tsx';
import { HomeSearchBox } from './HomeSearchBox.tsx';
import { LatestBroadcasts } from './LatestBroadcasts.tsx';
import { LatestNews } from './LatestNews.tsx';
import { PromoCards } from './PromoCards.tsx';
import { TopSearches } from '../../components/TopSearches.tsx';

const PART_SEARCH_MIN_LENGTH = 2;

/** Home for visitors (free-trial call to action, promo cards) and members. */
export function HomePage() {
  const user = useCurrentUser();
  const signedIn = user !== null;

  return (
    <div className="home" data-testid="home">
      {signedIn ? <h1 className="visually-hidden">TBS home</h1> : <FreeTrialCallToAction />}
      <div className="home-searches">
        <HomeSearchBox
          heading="Search parts"
          placeholder="Part number"
          buttonLabel="Search parts"
          minLength={PART_SEARCH_MIN_LENGTH}
          pathFor={partSearchPath}
          testId="home-part-search"
        />
        <HomeSearchBox
          heading="Search companies"
          placeholder="Company name, contact person or specialty"
          buttonLabel="Search companies"
          minLength={0}
          pathFor={(query) => (query ? companySearchPath(query) : '/companies')}
          testId="home-company-search"
        />
      </div>
      <div className="home-columns">
        <div className="home-main">
          {!signedIn && <PromoCards />}
          <LatestBroadcasts signedIn={signedIn} />
        </div>
        <aside className="home-side">
          <TopSearches />
          <LatestNews />
        </aside>
      </div>
    </div>
  );
}
