import { tracingChannel } from 'node:diagnostics_channel';
import pLimit from 'p-limit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS, readImageHeader, type UploadFormat } from './checks.ts';
import { IMAGE_MESSAGES, imageError, imagesBusyError } from './decode.ts';

/** An image as stored and served: always re-encoded by us, never the bytes a client sent. */
export interface EncodedImage {
  content: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** Spec part 1 sections 5 and 9: a profile picture is at most 400x400, JPEG quality 0.9. */
export const PROFILE_PICTURE_MAX = 400;
/** The small picture the company body shows beside a contact (80 CSS pixels on a 2x screen). */
export const PROFILE_THUMBNAIL_MAX = 160;
/** Spec part 2 sections 5 and 9: a logo is at most 240x60. */
export const LOGO_MAX = { width: 240, height: 60 } as const;
const JPEG_QUALITY = 90;

/**
 * Decoding options for every upload: the pixel limit again (besides the header check), and refusal of damaged
 * data ('error' includes a truncated file) instead of a half-grey picture.
 */
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * One upload is decoded at a time per api process, on one libvips thread: a 16-megapixel PNG takes a few
 * hundred milliseconds of a core, and parallel uploads of several members must not take every core of the
 * machine from everyone else's requests (api processes run one per core). A few more wait their turn; beyond
 * them an upload is answered 503 at once instead of piling up in memory.
 */
const MAX_PARALLEL_DECODES = 1;
const MAX_WAITING_DECODES = 4;
sharp.concurrency(1);
const decodes = pLimit(MAX_PARALLEL_DECODES);

/** Each decode as it runs (start, asyncEnd), for whoever watches the decodes of this process (tests, metrics). */
export const decodeChannel = tracingChannel<object, object>('tbs:image-decode');

/** Runs work when a decode slot is free; 503 when too many uploads already wait. */
function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decodes.activeCount + decodes.pendingCount >= MAX_PARALLEL_DECODES + MAX_WAITING_DECODES)
    return Promise.reject(imagesBusyError());
  return decodes(() => decodeChannel.tracePromise(work, {}));
}

/** Runs an encoding; a file sharp cannot decode is a 400 'damaged or incomplete', never a 500. */
async function encode(pipeline: Sharp, field: string): Promise<EncodedImage> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw imageError(field, IMAGE_MESSAGES.damaged);
  }
  return {
    content: output.data,
    mimeType: output.info.format === 'png' ? 'image/png' : 'image/jpeg',
    width: output.info.width,
    height: output.info.height,
  };
}

/**
 * The decoder of a checked upload, turned upright by its EXIF orientation (the metadata that said so is not
 * written again: sharp writes none unless asked, so EXIF, GPS, XMP and ICC profiles are stripped).
 */
function decoder(bytes: Buffer, field: string): { image: Sharp; format: UploadFormat } {
  const { format } = readImageHeader(bytes, field);
  return { image: sharp(bytes, DECODE_OPTIONS).rotate(), format };
}

/** JPEG without transparency (on white), quality 90, as the spec's client-side resize writes it. */
const asJpeg = (image: Sharp) =>
  image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });

/**
 * A profile picture (JPG or PNG) re-encoded as JPEG quality 90: `large` within 400x400 (the large view) and
 * `thumbnail` within 160x160 (the company body). Never enlarged; 400 for anything that is not a real,
 * complete JPEG or PNG within the limits.
 */
export async function reencodeProfilePicture(
  bytes: Buffer,
  field: string,
): Promise<{ large: EncodedImage; thumbnail: EncodedImage }> {
  const { image } = decoder(bytes, field);
  const fit = (max: number) => ({
    width: max,
    height: max,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  return inDecodeSlot(async () => {
    const large = await encode(asJpeg(image.resize(fit(PROFILE_PICTURE_MAX))), field);
    // The small one from the large one: the upload is decoded once (the costly part of a big PNG).
    const thumbnail = await encode(asJpeg(sharp(large.content).resize(fit(PROFILE_THUMBNAIL_MAX))), field);
    return { large, thumbnail };
  });
}

/**
 * A logo (JPG or PNG) within 240x60, never enlarged: a PNG stays PNG (logos are often drawn on transparency),
 * a JPEG stays JPEG quality 90. 400 for anything that is not a real, complete JPEG or PNG within the limits.
 */
export async function reencodeLogo(bytes: Buffer, field: string): Promise<EncodedImage> {
  const { image, format } = decoder(bytes, field);
  const resized = image.resize({ ...LOGO_MAX, fit: 'inside', withoutEnlargement: true });
  return inDecodeSlot(() =>
    encode(
      format === 'png' ? resized.png({ compressionLevel: 9, adaptiveFiltering: true }) : asJpeg(resized),
      field,
    ),
  );
}

/** A staff photo on the contact page: square, 256x256 (64 to 128 CSS pixels on any screen). */
export const STAFF_PHOTO_SIZE = 256;

/**
 * A staff photo (JPG or PNG) cropped to a square around its centre and re-encoded as JPEG quality 90 at
 * 256x256, without metadata. 400 for anything that is not a real, complete JPEG or PNG within the limits.
 */
export async function reencodeStaffPhoto(bytes: Buffer, field: string): Promise<EncodedImage> {
  const { image } = decoder(bytes, field);
  const square = image.resize({ width: STAFF_PHOTO_SIZE, height: STAFF_PHOTO_SIZE, fit: 'cover' });
  return inDecodeSlot(() => encode(asJpeg(square), field));
}
