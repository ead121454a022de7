import { z } from 'zod';
import { payloadAnswer } from '../../../respond.ts';

/** The spec's messages (part 1 section 8): the success snackbar and the server's reasons behind a failure. */
export const BROADCAST_SETTINGS_MESSAGES = {
  updated: 'Broadcast settings successfully updated',
  serviceOnly:
    'Service-only members have no broadcast settings. Please contact us to upgrade your membership.',
  everyList: 'Please choose Standard, Digest or No email for every broadcast list',
} as const;

/** 0 Standard (each broadcast at once), 1 Digest (once a day), 2 No email. */
const deliveryType = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Please choose Standard, Digest or No email',
});

export const BroadcastSettingSchema = z
  .strictObject({
    listId: z.number().int(),
    label: z.string().describe('The list name'),
    type: deliveryType,
  })
  .meta({ id: 'BroadcastSetting' });

export const BroadcastSettingsAnswer = payloadAnswer(
  z.strictObject({
    primary: z.array(BroadcastSettingSchema),
    alternate: z.array(BroadcastSettingSchema),
    primaryEmail: z.string(),
    alternateEmail: z.string().nullable().describe('The alternate set applies only while this is set'),
  }),
);

/** One list's setting as the client sends it back; the label it got is accepted and ignored. */
const SettingInput = z.object({
  listId: z.coerce.number().int().min(1).max(32_767),
  label: z.string().max(60).optional(),
  type: z.coerce.number().pipe(deliveryType),
});

/** "Update sends all settings": both sets, each naming every list once (checked against the lists). */
export const UpdateBroadcastSettingsSchema = z.object({
  primary: z.array(SettingInput).max(100),
  alternate: z.array(SettingInput).max(100),
});
export type UpdateBroadcastSettingsReq = z.infer<typeof UpdateBroadcastSettingsSchema>;

export const UpdateBroadcastSettingsAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
