/**
 * The browser side of picture uploads: which files are taken and how they are shrunk before sending (spec part 1
 * section 5: a profile picture is .jpg, .jpeg or .png, resized to at most 400x400 with quality 0.9; part 2
 * section 5: a logo is .jpg or .png, at most 240x60). The server checks and re-encodes every image again.
 */

/** What an upload of one kind takes and makes. */
export interface PictureRule {
  /** The file input's accept attribute. */
  accept: string;
  /** Lower-case file extensions taken. */
  extensions: readonly string[];
  maxWidth: number;
  maxHeight: number;
  /** The message when another file is chosen. */
  wrongFile: string;
}

export const PROFILE_PICTURE_RULE: PictureRule = {
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  extensions: ['jpg', 'jpeg', 'png'],
  maxWidth: 400,
  maxHeight: 400,
  wrongFile: 'Please choose a .jpg, .jpeg or .png image.',
};

export const LOGO_RULE: PictureRule = {
  accept: '.jpg,.png,image/jpeg,image/png',
  extensions: ['jpg', 'png'],
  maxWidth: 240,
  maxHeight: 60,
  wrongFile: 'Please choose a .jpg or .png image.',
};

/** JPEG quality of the spec's client-side resize. */
export const JPEG_QUALITY = 0.9;

/** True when the file's name and type are one the rule takes (its content is the server's to check). */
export function isAcceptedFile(file: { name: string; type: string }, rule: PictureRule): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png';
  return rule.extensions.includes(extension) && typeOk;
}

/** The size that fits within the box keeping the proportions, never larger than the original. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A chosen file, shrunk: what is previewed and sent. */
export interface PreparedPicture {
  dataUrl: string;
  width: number;
  height: number;
}

/** Decodes a file into something a canvas draws; createImageBitmap needs no object URL (the CSP has no blob:). */
async function decodeFile(file: File): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return image;
}

/**
 * Shrinks a chosen image to fit the rule's box on a canvas: JPEG quality 0.9 on white, or PNG for a PNG logo
 * (logos are often drawn on transparency). Rejects when the browser cannot decode the file.
 */
export async function preparePicture(
  file: File,
  rule: PictureRule,
  keepPng = false,
): Promise<PreparedPicture> {
  const source = await decodeFile(file);
  const size = fitWithin(source.width, source.height, rule.maxWidth, rule.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const png = keepPng && file.type === 'image/png';
  if (!png) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  if ('close' in source && typeof source.close === 'function') source.close();
  const dataUrl = png ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  return { dataUrl, ...size };
}
