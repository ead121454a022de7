import { authHeaders, trackEvent } from '../api/client.ts';
import { useSession } from '../stores/session.ts';

/** The flat properties an event may carry (the api keeps at most 20: docs/api.md). */
export type UsageEventProps = Record<string, string | number | boolean>;

/** Staff are left out of the usage statistics (spec part 1 section 4); the server drops theirs too. */
export function isTrackedUser(): boolean {
  return useSession.getState().user?.isStaff !== true;
}

/** Sends a usage event (POST /api/events); failures and limits are ignored: nobody waits on them. */
export function trackUsage(name: string, props?: UsageEventProps): void {
  if (!isTrackedUser()) return;
  void trackEvent(name, props);
}

/**
 * Sends a usage event while the page is being closed or left: `keepalive` lets the request outlive the page,
 * and unlike navigator.sendBeacon it can carry the bearer token of a signed-in user.
 */
export function trackUsageOnExit(name: string, props?: UsageEventProps): void {
  if (!isTrackedUser()) return;
  try {
    void fetch('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
      body: JSON.stringify({ name, props }),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the page is going away.
  }
}
