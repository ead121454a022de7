import { trackFeature } from '../api/client.ts';
import { isTrackedUser } from './usageEvents.ts';

const reported = new Set<string>();

/**
 * Reports once per page load whether a feature (e.g. the TAWK_CHAT live chat) started (POST /api/events/feature);
 * staff are left out, failures of the report itself are ignored.
 */
export function reportFeatureOutcome(featureId: number, key: string, errorMessage?: string): void {
  if (reported.has(key) || !isTrackedUser()) return;
  reported.add(key);
  void trackFeature(featureId, errorMessage ? 'Failed' : 'Success', key, errorMessage);
}
