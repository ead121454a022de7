/** @tbs/api/images: staff photos as the api stores and serves them (the staff CLI and the seed put them). */
export { MAX_IMAGE_BYTES } from './decode.ts';
export { staffPhotoUrl } from './imageUrls.ts';
export { reencodeStaffPhoto, type EncodedImage } from './reencode.ts';
