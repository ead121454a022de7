import { answerOf, api } from '../../api/client.ts';
import type { components, operations } from '../../api/generated/openapi.ts';
import type { ApiBody } from '../../api/types.ts';

/** One list's delivery: type 0 Standard, 1 Digest, 2 No email. */
export type BroadcastSetting = components['schemas']['BroadcastSetting'];
export type DeliveryType = BroadcastSetting['type'];
export type BroadcastSettings =
  operations['getApiCompaniesMeBroadcastSettings']['responses'][200]['content']['application/json']['payload'];
export type BroadcastSettingsUpdate = NonNullable<
  operations['postApiCompaniesMeBroadcastSettings']['requestBody']
>['content']['application/json'];

export const BROADCAST_SETTINGS_QUERY_KEY = ['member', 'broadcastSettings'] as const;

/** The three choices per list, in the spec's numbering. */
export const DELIVERY_TYPES: ReadonlyArray<{ type: DeliveryType; label: string }> = [
  { type: 0, label: 'Standard' },
  { type: 1, label: 'Digest' },
  { type: 2, label: 'No email' },
];

/** GET /api/companies/me/broadcastSettings. */
export const getBroadcastSettings = () =>
  answerOf<ApiBody<BroadcastSettings>>(api.GET('/api/companies/me/broadcastSettings'));

/** POST /api/companies/me/broadcastSettings: every list of both sets ("update sends all settings"). */
export const updateBroadcastSettings = (settings: BroadcastSettingsUpdate) =>
  answerOf<ApiBody<{ msg: string }>>(api.POST('/api/companies/me/broadcastSettings', { body: settings }));
