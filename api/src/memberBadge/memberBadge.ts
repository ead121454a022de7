import sharp from 'sharp';
import type { TrustTier } from '@tbs/rules';
import { textOutline } from './textOutline.ts';

/** What a member badge shows: the company's trust tier now and the year its membership started. */
export interface MemberBadgeFacts {
  tier: TrustTier;
  memberSinceYear: number;
}

/** The formats a badge is downloaded in. */
export const MEMBER_BADGE_FORMATS = ['png', 'svg'] as const;
export type MemberBadgeFormat = (typeof MEMBER_BADGE_FORMATS)[number];

/** The tier as the badge names it: a company below Trusted is a plain member. */
export const BADGE_TIER_LABELS: Record<TrustTier, string> = {
  Regular: 'Member',
  Trusted: 'Trusted',
  Gold: 'Gold',
  Diamond: 'Diamond',
};

/** The emblem's gradient (light, dark) and the tier line's colour, per tier. */
const TIER_COLOURS: Record<TrustTier, { light: string; dark: string; text: string }> = {
  Regular: { light: '#d9e2ee', dark: '#8194ad', text: '#c9d5e4' },
  Trusted: { light: '#b7ecd2', dark: '#2f9e6e', text: '#8fdcb6' },
  Gold: { light: '#f8e08e', dark: '#c08f26', text: '#f2cd5c' },
  Diamond: { light: '#e6f8ff', dark: '#5fb4dc', text: '#aee3f7' },
};

export const BADGE_WIDTH = 480;
export const BADGE_HEIGHT = 160;
/** The PNG is drawn at twice the SVG's size, sharp on high-density screens. */
const PNG_DENSITY = 144;

/** The badge's text for screen readers and file viewers. */
export function memberBadgeTitle({ tier, memberSinceYear }: MemberBadgeFacts): string {
  return `TBS Member, ${BADGE_TIER_LABELS[tier]} tier, member since ${memberSinceYear}`;
}

/** The member badge as an SVG document: an emblem in the tier's colours, the product name, tier and year. */
export function memberBadgeSvg(facts: MemberBadgeFacts): string {
  const colours = TIER_COLOURS[facts.tier];
  const name = textOutline('TBS Member', { x: 156, y: 66, size: 34, weight: 700 });
  const tier = textOutline(BADGE_TIER_LABELS[facts.tier].toUpperCase(), {
    x: 157,
    y: 104,
    size: 24,
    weight: 700,
  });
  const since = textOutline(`Member since ${facts.memberSinceYear}`, {
    x: 157,
    y: 134,
    size: 17,
    weight: 400,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-labelledby="badge-title">
  <title id="badge-title">${memberBadgeTitle(facts)}</title>
  <defs>
    <linearGradient id="badge-ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#13304f"/><stop offset="1" stop-color="#0b1f36"/></linearGradient>
    <linearGradient id="badge-emblem" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.light}"/><stop offset="1" stop-color="${colours.dark}"/></linearGradient>
  </defs>
  <rect x="2" y="2" width="${BADGE_WIDTH - 4}" height="${BADGE_HEIGHT - 4}" rx="18" fill="url(#badge-ground)" stroke="${colours.dark}" stroke-width="3"/>
  <path d="M80 24 L126 40 L126 80 C126 108 106 126 80 138 C54 126 34 108 34 80 L34 40 Z" fill="url(#badge-emblem)"/>
  <path d="M58 80 L74 96 L104 64" fill="none" stroke="#0b1f36" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="${name.d}" fill="#ffffff"/>
  <path d="${tier.d}" fill="${colours.text}"/>
  <path d="${since.d}" fill="#c7d3e3"/>
</svg>
`;
}

/** The member badge as a PNG of 960x320 (the SVG rasterised; its text is outlines, so no font is needed). */
export async function memberBadgePng(facts: MemberBadgeFacts): Promise<Buffer> {
  return sharp(Buffer.from(memberBadgeSvg(facts)), { density: PNG_DENSITY })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Rendered badges: a handful of tiers and years, so a member downloading again costs no rendering. */
const rendered = new Map<string, Promise<Buffer>>();

/** The member badge's bytes in a format, rendered once per tier, year and format in this process. */
export function memberBadgeBytes(facts: MemberBadgeFacts, format: MemberBadgeFormat): Promise<Buffer> {
  const key = `${facts.tier}:${facts.memberSinceYear}:${format}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = format === 'svg' ? Promise.resolve(Buffer.from(memberBadgeSvg(facts))) : memberBadgePng(facts);
    // A failed render is tried again next time, not remembered.
    bytes.catch(() => rendered.delete(key));
    rendered.set(key, bytes);
  }
  return bytes;
}
