import type { MouseEvent } from 'react';
import { incrementBannerClicks } from '../api/client.ts';
import { isOn, type Banner } from '../api/types.ts';
import { useRandomBanners } from '../queries/banners.ts';
import '../styles/content.css';

/** An ad banner registers the click first, then opens its url in a new tab. */
function openAdBanner(event: MouseEvent<HTMLAnchorElement>, banner: Banner): void {
  event.preventDefault();
  void incrementBannerClicks(banner.id);
  window.open(banner.url, '_blank', 'noopener,noreferrer');
}

/** Strip of up to four clickable 185x185 banners; it holds its height while the banners load (no jump). */
export function BannerStrip() {
  const banners = useRandomBanners();
  if (!banners) return <div className="banner-strip banner-strip--loading" aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <aside className="banner-strip" aria-label="Banners" data-testid="banner-strip">
      {banners.map((banner) => (
        <a
          key={banner.id}
          className="banner"
          href={banner.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={isOn(banner.isAd) ? (event) => openAdBanner(event, banner) : undefined}
          data-testid="banner"
          data-banner-id={banner.id}
          data-ad={isOn(banner.isAd) ? 'true' : undefined}
        >
          <img src={banner.imageUrl} alt={banner.alt} width={185} height={185} loading="lazy" />
        </a>
      ))}
    </aside>
  );
}
