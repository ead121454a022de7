const REFERRER_KEY = 'tbs.referrerHost';

/** Keep the hostname of an external referrer in localStorage (read by registration later). */
export function rememberReferrerHost(): void {
  if (!document.referrer) return;
  try {
    const host = new URL(document.referrer).hostname;
    if (host && host !== window.location.hostname) localStorage.setItem(REFERRER_KEY, host);
  } catch {
    // An unparsable referrer is simply not kept.
  }
}

/** The remembered referrer hostname, if any. */
export function rememberedReferrerHost(): string | null {
  return localStorage.getItem(REFERRER_KEY);
}
