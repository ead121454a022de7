import { humanDate } from '../dates.ts';

/** A banner of the bottom strip. */
export interface BannerView {
  id: number;
  url: string;
  isAd: boolean;
  alt: string;
  imageUrl: string;
}

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

export interface TestimonialView {
  body: string;
  attr: string;
  dateHuman: string;
}

/** Presents a testimonial with its date for people ('12 March 2024'). */
export function presentTestimonial(testimonial: {
  body: string;
  attr: string;
  date: string | Date;
}): TestimonialView {
  return { body: testimonial.body, attr: testimonial.attr, dateHuman: humanDate(testimonial.date) };
}

/** The public settings map: only these keys leave the server (not e.g. broadcastLimit). */
export const PUBLIC_SETTING_KEYS = [
  'force2fa',
  'enableBroadcastShareButtons',
  'enableNewsShareButtons',
  'rates',
  'features',
] as const;

export type SettingsView = Record<(typeof PUBLIC_SETTING_KEYS)[number], unknown>;

/** Picks the public settings from the setting rows, with the shipped defaults for missing rows. */
export function presentSettings(
  values: ReadonlyMap<string, unknown>,
  defaults: Readonly<Record<string, unknown>>,
): SettingsView {
  return Object.fromEntries(
    PUBLIC_SETTING_KEYS.map((key) => [key, values.has(key) ? values.get(key) : (defaults[key] ?? null)]),
  ) as SettingsView;
}
