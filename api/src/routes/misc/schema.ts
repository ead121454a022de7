import { z } from 'zod';
import { BannerSchema, SettingsSchema } from '../../presenters/misc.ts';
import { payloadAnswer } from '../../respond.ts';
import { idParam, optionalText, requiredText } from '../../validation/fields.ts';

export const BannerIdParams = z.object({ id: idParam() });

export const LogPageSchema = z.object({
  path: requiredText(500),
  /** Added: the referrer hostname the web app keeps, optional. */
  referrer: optionalText(500),
});
export type LogPageReq = z.infer<typeof LogPageSchema>;

export const SettingsAnswer = payloadAnswer(SettingsSchema);
export const AttendeesAnswer = payloadAnswer(z.array(z.string().describe("'Name, Company'")));
export const CountriesAnswer = payloadAnswer(
  z.array(z.strictObject({ code: z.string(), name: z.string() }).meta({ id: 'Country' })),
);
export const TopSearchesAnswer = payloadAnswer(
  z.array(
    z
      .strictObject({ partnumber: z.string(), description: z.string(), count: z.number().int() })
      .meta({ id: 'TopSearch' }),
  ),
);
export const BannersAnswer = payloadAnswer(z.array(BannerSchema));
