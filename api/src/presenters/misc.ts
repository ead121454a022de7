import { z } from 'zod';
import { humanDate } from '../dates.ts';
import { FlagSchema } from './viewFields.ts';

/** A banner of the bottom strip. */
export const BannerSchema = z
  .strictObject({
    id: z.number().int(),
    url: z.string(),
    isAd: z.boolean(),
    alt: z.string(),
    imageUrl: z.string(),
  })
  .meta({ id: 'Banner' });
export type BannerView = z.infer<typeof BannerSchema>;

/** Presents a banner row (snake_case columns of the random pick). */
export function presentBanner(row: {
  id: number;
  url: string;
  is_ad: boolean;
  alt: string;
  image_url: string;
}): BannerView {
  return { id: row.id, url: row.url, isAd: row.is_ad, alt: row.alt, imageUrl: row.image_url };
}

/** A line of the footer ticker: 'Name, Company'. */
export function presentAttendee(attendee: { name: string; companyName: string }): string {
  return `${attendee.name}, ${attendee.companyName}`;
}

export const TestimonialSchema = z
  .strictObject({ body: z.string(), attr: z.string(), dateHuman: z.string().describe("'12 March 2024'") })
  .meta({ id: 'Testimonial' });
export type TestimonialView = z.infer<typeof TestimonialSchema>;

/** Presents a testimonial with its date for people ('12 March 2024'). */
export function presentTestimonial(testimonial: {
  body: string;
  attr: string;
  date: string | Date;
}): TestimonialView {
  return { body: testimonial.body, attr: testimonial.attr, dateHuman: humanDate(testimonial.date) };
}

const FeatureSwitchSchema = z
  .strictObject({ featureId: z.number().int(), enabled: z.boolean() })
  .meta({ id: 'FeatureSwitch' });

/** The public settings kept in the setting table: only these keys leave the server (not e.g. broadcastLimit). */
const StoredSettingsSchema = z.strictObject({
  force2fa: FlagSchema,
  enableBroadcastShareButtons: FlagSchema,
  enableNewsShareButtons: FlagSchema,
  rates: z.strictObject({ USD: z.number(), GBP: z.number() }).describe('Conversion rates from euro'),
  features: z.record(z.string(), FeatureSwitchSchema),
});

/** Which captcha widget visitors get (from the configuration, not the table). */
const CaptchaSettingsSchema = z
  .strictObject({
    provider: z
      .enum(['altcha', 'recaptcha'])
      .describe("'altcha': solve a challenge of GET /api/captcha/challenge; 'recaptcha': Google's widget"),
  })
  .meta({ id: 'CaptchaSettings' });

/** The companies map's optional raster tiles (MAP_TILE_URL, from the configuration). */
const MapSettingsSchema = z
  .strictObject({
    tileUrl: z
      .string()
      .nullable()
      .describe('Tile template with {z}, {x}, {y} drawn under the map; null: the shipped atlas only'),
  })
  .meta({ id: 'MapSettings' });

export const SettingsSchema = StoredSettingsSchema.extend({
  captcha: CaptchaSettingsSchema,
  map: MapSettingsSchema,
  inventoryEmail: z
    .string()
    .nullable()
    .describe(
      'Where members may mail their inventory as a file: INVENTORY_EMAIL, else SUPPORT_EMAIL, else the first staff contact; null without any',
    ),
  testMode: z
    .boolean()
    .describe('The installation runs in test mode (not live, or simulated payments): successes show 10 s'),
}).meta({
  id: 'Settings',
});
export type SettingsView = z.infer<typeof SettingsSchema>;
type StoredSettingsView = z.infer<typeof StoredSettingsSchema>;

export const PUBLIC_SETTING_KEYS = Object.keys(StoredSettingsSchema.shape) as (keyof StoredSettingsView)[];

/** The settings that come from the configuration, not the setting table. */
export type ConfiguredSettings = Omit<SettingsView, keyof StoredSettingsView>;

/** The public settings: the setting rows (shipped defaults for missing ones) and the configured ones. */
export function presentSettings(
  values: ReadonlyMap<string, unknown>,
  defaults: Readonly<Record<string, unknown>>,
  configured: ConfiguredSettings,
): SettingsView {
  const stored = Object.fromEntries(
    PUBLIC_SETTING_KEYS.map((key) => [key, values.has(key) ? values.get(key) : (defaults[key] ?? null)]),
  ) as StoredSettingsView;
  return { ...stored, ...configured };
}

export const HelpVideoSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    url: z.string().describe('Where the video plays (opened in a new tab)'),
    embedUrl: z.string().describe('The address of its embeddable player'),
    category: z.string(),
  })
  .meta({ id: 'HelpVideo' });
export type HelpVideoView = z.infer<typeof HelpVideoSchema>;

/** Presents a tutorial video of the help page. */
export function presentHelpVideo(video: HelpVideoView): HelpVideoView {
  return {
    id: video.id,
    title: video.title,
    url: video.url,
    embedUrl: video.embedUrl,
    category: video.category,
  };
}

export const FaqSchema = z
  .strictObject({ id: z.number().int(), question: z.string(), answer: z.string() })
  .meta({ id: 'Faq' });
export type FaqView = z.infer<typeof FaqSchema>;

/** Presents a question of the help page's FAQ. */
export function presentFaq(entry: FaqView): FaqView {
  return { id: entry.id, question: entry.question, answer: entry.answer };
}

export const MediaDocumentSchema = z
  .strictObject({
    slug: z.string(),
    title: z.string(),
    year: z.number().int().nullable().describe('The meeting year of a report; null for other documents'),
    contentType: z.string(),
    size: z.number().int().describe('Bytes'),
    url: z.string().describe('The download: GET /api/misc/documents/{slug}'),
  })
  .meta({ id: 'MediaDocument' });
export type MediaDocumentView = z.infer<typeof MediaDocumentSchema>;

/** Presents a media kit document (its content is downloaded from its url). */
export function presentMediaDocument(
  doc: Omit<MediaDocumentView, 'url' | 'year'> & { year?: number | null },
): MediaDocumentView {
  return {
    slug: doc.slug,
    title: doc.title,
    year: doc.year ?? null,
    contentType: doc.contentType,
    size: doc.size,
    url: `/api/misc/documents/${doc.slug}`,
  };
}
