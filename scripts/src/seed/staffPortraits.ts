/**
 * Placeholder portraits of the demo staff (the contact page's photos), drawn offline: a head-and-shoulders
 * silhouette on a soft gradient, as SVG, rasterised by sharp and stored like any staff photo (re-encoded by the
 * api's reencodeStaffPhoto). No faces: a placeholder should not pretend to be a person's likeness.
 */
import sharp from 'sharp';
import { staffPhotoUrl, reencodeStaffPhoto, type EncodedImage } from '@tbs/api/images';
import { STAFF, type HairStyle } from './content.ts';
import type { Row } from './pgCopy.ts';
import type { Random } from './random.ts';

const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ['#dfe9f3', '#b9cde2'],
  ['#e3efe6', '#bcd6c3'],
  ['#f3e9df', '#e0cbb5'],
  ['#ebe5f3', '#cbc0de'],
  ['#e0eef0', '#b4d3d8'],
];
const SKIN_TONES = ['#f1d3bd', '#e2b592', '#c98e68', '#a86f4c', '#7a4e35'];
const HAIR_COLOURS = ['#2b2220', '#4a3426', '#6e4b2f', '#a0743f', '#c9a46a', '#8c8c8c'];
const CLOTHES = ['#27415f', '#3b3f46', '#6b2e3a', '#2f5d5a', '#4d4a7a', '#5a4636'];

const HAIR_PATHS: Record<HairStyle, { back?: string; front: string }> = {
  short: {
    front: 'M86 104 C84 66 112 50 128 50 C150 50 174 64 170 104 C160 86 146 80 128 80 C110 80 96 86 86 104 Z',
  },
  crop: {
    front: 'M88 98 C90 68 110 56 128 56 C146 56 166 68 168 98 C156 84 142 78 128 78 C114 78 100 84 88 98 Z',
  },
  long: {
    back: 'M82 104 C78 62 108 46 128 46 C150 46 180 62 174 104 L180 184 L76 184 Z',
    front: 'M84 108 C84 68 108 52 128 52 C152 52 172 68 172 108 C160 84 140 74 120 80 C104 84 92 94 84 108 Z',
  },
  bob: {
    back: 'M80 110 C76 64 106 46 128 46 C152 46 182 64 176 110 L172 146 L84 146 Z',
    front: 'M84 106 C86 68 108 52 128 52 C150 52 172 68 172 106 C156 86 140 78 126 80 C110 82 96 92 84 106 Z',
  },
  bun: {
    back: 'M128 22 a20 20 0 1 1 -0.1 0 Z',
    front: 'M86 102 C86 66 110 50 128 50 C148 50 170 66 170 102 C158 84 144 76 128 76 C112 76 98 84 86 102 Z',
  },
};

/** What a portrait is drawn from. */
export interface PortraitLook {
  hair: HairStyle;
  background: readonly [string, string];
  skin: string;
  hairColour: string;
  clothes: string;
}

/** A look for one staff member: the hair style given, colours drawn from the stream. */
export function portraitLook(rng: Random, hair: HairStyle): PortraitLook {
  return {
    hair,
    background: rng.pick(BACKGROUNDS),
    skin: rng.pick(SKIN_TONES),
    hairColour: rng.pick(HAIR_COLOURS),
    clothes: rng.pick(CLOTHES),
  };
}

/** The portrait as a 256x256 SVG document. */
export function portraitSvg(look: PortraitLook): string {
  const hair = HAIR_PATHS[look.hair];
  const [top, bottom] = look.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  ${hair.back ? `<path d="${hair.back}" fill="${look.hairColour}"/>` : ''}
  <path d="M40 256 C40 206 78 182 128 182 C178 182 216 206 216 256 Z" fill="${look.clothes}"/>
  <path d="M110 150 L146 150 L146 188 C140 196 116 196 110 188 Z" fill="${look.skin}"/>
  <path d="M108 184 L128 204 L148 184 L150 190 L128 214 L106 190 Z" fill="#ffffff" fill-opacity="0.85"/>
  <ellipse cx="128" cy="112" rx="42" ry="50" fill="${look.skin}"/>
  <path d="${hair.front}" fill="${look.hairColour}"/>
</svg>`;
}

/** The portrait as a stored staff photo: rasterised, then re-encoded as every staff photo is. */
export async function renderPortrait(look: PortraitLook): Promise<EncodedImage> {
  const png = await sharp(Buffer.from(portraitSvg(look)))
    .png()
    .toBuffer();
  return reencodeStaffPhoto(png, 'photo');
}

/** The columns of the stored_image rows of the staff photos. */
export const STAFF_PHOTO_COLUMNS = [
  'id',
  'kind',
  'staff_contact_id',
  'mime_type',
  'width',
  'height',
  'size',
  'content',
] as const;

/**
 * A placeholder portrait for every staff member (staff id i + 1 in STAFF order, image id the same): the
 * stored_image rows and the address each staff_contact.pic_url names.
 */
export async function buildStaffPhotos(rng: Random): Promise<{ rows: Row[]; urls: Map<number, string> }> {
  const rows: Row[] = [];
  const urls = new Map<number, string>();
  for (const [i, [, , , hair]] of STAFF.entries()) {
    const id = i + 1;
    const photo = await renderPortrait(portraitLook(rng, hair));
    const { mimeType, width, height, content } = photo;
    rows.push([
      id,
      'staff_photo',
      id,
      mimeType,
      width,
      height,
      content.length,
      `\\x${content.toString('hex')}`,
    ]);
    urls.set(id, staffPhotoUrl(id, id));
  }
  return { rows, urls };
}
