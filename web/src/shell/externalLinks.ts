/** Outbound links of the shell (plain links; nothing is fetched from these hosts). */
export const EVENT_SITE_URL = 'https://www.europeanbrokermeeting.com';

export const APP_STORE_LINKS = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/app/tbs' },
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=com.tbs.app' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/tbs' },
  { label: 'Facebook', href: 'https://www.facebook.com/tbs' },
  { label: 'X', href: 'https://x.com/tbs' },
  { label: 'YouTube', href: 'https://www.youtube.com/@tbs' },
] as const;
