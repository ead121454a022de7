import { z } from 'zod';
import {
  BannerSchema,
  FaqSchema,
  HelpVideoSchema,
  MediaDocumentSchema,
  SettingsSchema,
} from '../../presenters/misc.ts';
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
export const HelpVideosAnswer = payloadAnswer(z.array(HelpVideoSchema));
export const FaqAnswer = payloadAnswer(z.array(FaqSchema));
export const MediaDocumentsAnswer = payloadAnswer(z.array(MediaDocumentSchema));

/** A document's slug: letters, digits and dashes (anything else names no document: 404). */
export const DocumentSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'This field must contain lowercase letters, digits and dashes only'),
});
export const DocumentBytesAnswer = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({
    type: 'string',
    format: 'binary',
    description: 'The file, with its content type (application/pdf)',
  });
