import { ApiError, ValidationError } from '../errors.ts';

/** The largest image accepted, decoded (the web app sends 400x400 at most; API clients may send originals). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Base64 characters of MAX_IMAGE_BYTES, plus room for a data URL prefix: the field's length limit. */
export const MAX_BASE64_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64;

/** `data:image/png;base64,` and the like, as canvas.toDataURL and FileReader write them. */
const DATA_URL_PREFIX = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.-]+)*;base64,/i;

/** Problems of an upload, in the words the 400 answers use (the field is named in `errors`). */
export const IMAGE_MESSAGES = {
  notBase64: 'This field must be an image encoded as base64 (optionally as a data URL)',
  empty: 'This field must contain an image',
  tooLarge: `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  notJpegOrPng: 'The image must be a JPG or PNG file',
  damaged: 'The image is damaged or incomplete',
  tooManyPixels: (width: number, height: number, maxMegapixels: number) =>
    `The image is ${width} x ${height} pixels; at most ${maxMegapixels} megapixels are accepted`,
} as const;

/** 400 naming the upload's field. */
export const imageError = (field: string, msg: string) => ValidationError([{ param: field, msg }]);

/** 503 while this process decodes as many uploads as it takes: the upload was not read, retrying works. */
export const imagesBusyError = () =>
  new ApiError(
    'images_busy',
    503,
    'Too many pictures are being processed right now. Please try again in a moment.',
    {
      headers: { 'Retry-After': '2' },
    },
  );

/**
 * The bytes of a base64 image as the spec's uploads send it (plain base64 or a data URL). Whitespace (line
 * breaks of MIME base64) is ignored; anything else that is not base64 is a 400, never decoded leniently, and so
 * is an image over MAX_IMAGE_BYTES (checked on the length before decoding). The data URL's media type is not
 * believed: the bytes are checked by content later.
 */
export function decodeBase64Image(text: string, field: string): Buffer {
  const body = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!body) throw imageError(field, IMAGE_MESSAGES.empty);
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const unpadded = standard.replace(/={1,2}$/, '');
  // 4n+1 characters carry no whole byte; padding only at the end and only to a multiple of 4.
  if (unpadded.length % 4 === 1 || (standard !== unpadded && standard.length % 4 !== 0))
    throw imageError(field, IMAGE_MESSAGES.notBase64);
  if (Math.floor((unpadded.length * 3) / 4) > MAX_IMAGE_BYTES)
    throw imageError(field, IMAGE_MESSAGES.tooLarge);
  const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  const bytes = Buffer.from(padded, 'base64');
  // Node's decoder skips characters outside the alphabet silently: the round trip refuses them (natively, fast
  // on megabytes), and so non-canonical trailing bits.
  if (bytes.toString('base64') !== padded) throw imageError(field, IMAGE_MESSAGES.notBase64);
  return bytes;
}
