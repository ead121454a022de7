import { z } from 'zod';
import { idParam, optionalText, requiredText } from '../../validation/fields.ts';

export const BannerIdParams = z.object({ id: idParam() });

export const LogPageSchema = z.object({
  path: requiredText(500),
  /** Added: the referrer hostname the web app keeps, optional. */
  referrer: optionalText(500),
});
export type LogPageReq = z.infer<typeof LogPageSchema>;

export const SettingsAnswerSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    force2fa: z.union([z.literal(0), z.literal(1)]),
    enableBroadcastShareButtons: z.union([z.literal(0), z.literal(1)]),
    enableNewsShareButtons: z.union([z.literal(0), z.literal(1)]),
    rates: z.object({ USD: z.number(), GBP: z.number() }),
    features: z.record(z.string(), z.object({ featureId: z.number(), enabled: z.boolean() })),
  }),
});
