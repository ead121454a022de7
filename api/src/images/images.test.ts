import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiError } from '../errors.ts';
import { readImageHeader, sniffFormat } from './checks.ts';
import { decodeBase64Image, MAX_IMAGE_BYTES } from './decode.ts';
import { decodeChannel, reencodeLogo, reencodeProfilePicture } from './reencode.ts';

/** The message of the 400 a call throws (undefined when it does not throw). */
function refusal(call: () => unknown): string | undefined {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
  return undefined;
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } });

describe('decodeBase64Image', () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]);

  it('takes plain base64, a data URL, URL-safe base64, missing padding and line breaks', () => {
    const text = bytes.toString('base64');
    expect(decodeBase64Image(text, 'picture')).toEqual(bytes);
    expect(decodeBase64Image(`data:image/jpeg;base64,${text}`, 'picture')).toEqual(bytes);
    expect(decodeBase64Image(bytes.toString('base64url'), 'picture')).toEqual(bytes);
    expect(decodeBase64Image(text.replace(/=+$/, ''), 'picture')).toEqual(bytes);
    expect(decodeBase64Image(`${text.slice(0, 4)}\r\n${text.slice(4)}`, 'picture')).toEqual(bytes);
  });

  it('refuses characters outside the alphabet, misplaced padding and impossible lengths', () => {
    for (const text of ['/9j/4AAQ#', '/9j/=4AA', 'abcde', '/9j/4A===', 'data:image/png;base64,', '   ']) {
      expect(
        refusal(() => decodeBase64Image(text, 'picture')),
        text,
      ).toMatch(/base64|must contain an image/);
    }
  });

  it('refuses more than 5 MB on the length, before decoding', () => {
    const text = 'A'.repeat(Math.ceil(((MAX_IMAGE_BYTES + 3) * 4) / 3));
    expect(refusal(() => decodeBase64Image(text, 'picture'))).toBe('The image must be at most 5 MB');
  });
});

describe('readImageHeader', () => {
  it('reads the size of baseline and progressive JPEGs behind EXIF and of PNGs, without decoding', async () => {
    const progressive = await solid(321, 123)
      .jpeg({ progressive: true })
      .withExif({ IFD0: { Artist: 'x' } })
      .toBuffer();
    expect(readImageHeader(progressive, 'picture')).toEqual({ format: 'jpeg', width: 321, height: 123 });
    const png16 = await solid(77, 55).png({ progressive: true }).toColourspace('rgb16').toBuffer();
    expect(readImageHeader(png16, 'picture')).toEqual({ format: 'png', width: 77, height: 55 });
  });

  it('takes a 12-megapixel phone photo and refuses more than 16 megapixels on the header', async () => {
    const phonePhoto = await solid(4032, 3024).jpeg().toBuffer();
    expect(readImageHeader(phonePhoto, 'picture')).toEqual({ format: 'jpeg', width: 4032, height: 3024 });
    const overCap = await solid(4000, 4001).png().toBuffer();
    expect(refusal(() => readImageHeader(overCap, 'logo'))).toBe(
      'The image is 4000 x 4001 pixels; at most 16 megapixels are accepted',
    );
  });

  it('knows only JPEG and PNG by their content', async () => {
    expect(sniffFormat(await solid(8, 8).webp().toBuffer())).toBeUndefined();
    expect(sniffFormat(await solid(8, 8).gif().toBuffer())).toBeUndefined();
    expect(sniffFormat(Buffer.from('MZ\x90\x00', 'latin1'))).toBeUndefined();
    expect(refusal(() => readImageHeader(Buffer.from([0xff, 0xd8, 0xff]), 'logo'))).toBe(
      'The image is damaged or incomplete',
    );
  });
});

describe('re-encoding', () => {
  it('turns a picture upright by its EXIF orientation and writes no orientation back', async () => {
    // Stored 300 wide and 100 high, to be shown rotated by 90 degrees (orientation 6).
    const sideways = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { large, thumbnail } = await reencodeProfilePicture(sideways, 'picture');
    expect([large.width, large.height]).toEqual([100, 300]);
    expect([thumbnail.width, thumbnail.height]).toEqual([53, 160]);
    expect((await sharp(large.content).metadata()).orientation).toBeUndefined();
  });

  it('writes sRGB JPEG for a CMYK JPEG and keeps a PNG logo PNG with its transparency', async () => {
    const cmyk = await solid(500, 500).toColourspace('cmyk').jpeg().toBuffer();
    const { large } = await reencodeProfilePicture(cmyk, 'picture');
    expect(await sharp(large.content).metadata()).toMatchObject({
      format: 'jpeg',
      space: 'srgb',
      width: 400,
    });
    const transparent = await sharp({
      create: { width: 480, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const logo = await reencodeLogo(transparent, 'logo');
    expect(logo).toMatchObject({ mimeType: 'image/png', width: 240, height: 60 });
    expect((await sharp(logo.content).metadata()).hasAlpha).toBe(true);
  });
});

describe('decoding uploads in turn', () => {
  it('decodes one upload at a time, lets four wait and answers 503 beyond them', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const ignore = () => undefined;
    const watch = {
      start: () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
      },
      // A decode ends once its promise settled, fulfilled or rejected.
      asyncEnd: () => {
        running -= 1;
      },
      end: ignore,
      asyncStart: ignore,
      error: ignore,
    };
    decodeChannel.subscribe(watch);
    try {
      const picture = await solid(1200, 900).jpeg().toBuffer();
      const logo = await solid(960, 240).png().toBuffer();
      const uploads = Array.from({ length: 7 }, (_, index) =>
        index % 2 ? reencodeLogo(logo, 'logo') : reencodeProfilePicture(picture, 'picture'),
      );
      const outcomes = await Promise.allSettled(uploads);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        ...Array<string>(5).fill('fulfilled'),
        'rejected',
        'rejected',
      ]);
      const busy = (outcomes[6] as PromiseRejectedResult).reason as ApiError;
      expect([busy.status, busy.message, busy.options.headers]).toEqual([
        503,
        'Too many pictures are being processed right now. Please try again in a moment.',
        { 'Retry-After': '2' },
      ]);
      expect(mostAtOnce).toBe(1);
      expect(running).toBe(0);
      // Once the queue is free again, uploads are taken.
      expect((await reencodeLogo(logo, 'logo')).width).toBe(240);
    } finally {
      decodeChannel.unsubscribe(watch);
    }
  });
});
