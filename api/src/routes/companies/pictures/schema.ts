import { z } from 'zod';
import { IMAGE_MESSAGES, MAX_BASE64_CHARS } from '../../../images/decode.ts';
import { answer, EmptyAnswer, payloadAnswer } from '../../../respond.ts';
import { idField, idParam, optionalIdField } from '../../../validation/fields.ts';

/** The upload paths, whose JSON bodies may be larger than the app's 1 MB (app.ts). */
export const UPLOAD_PATHS = ['/api/companies/uploadPicture', '/api/companies/uploadLogo'] as const;
/** The body limit of the upload paths: the base64 of a 5 MB image and room for JSON around it. */
export const UPLOAD_BODY_LIMIT = MAX_BASE64_CHARS + 64 * 1024;

/** Messages of the pictures routes (the web shows the spec's snackbar titles with these). */
export const PICTURE_MESSAGES = {
  ownPictureOnly: 'You can only change your own profile picture.',
  ownerOnlyLogo: 'Only the company owner can upload or remove the logo.',
  pictureNotFound: 'Picture not found.',
  logoNotFound: 'Logo not found.',
} as const;

/** A base64 image (or data URL) of at most 5 MB decoded; checked by content after this. */
const base64Image = () =>
  z
    .string({ error: 'This field is required' })
    .min(1, 'This field is required')
    .max(MAX_BASE64_CHARS, IMAGE_MESSAGES.tooLarge);

export const UploadPictureInput = z.strictObject({
  picture: base64Image().describe('JPG or PNG as base64 or a data URL (the web app sends 400x400 at most)'),
  contactId: idField()
    .optional()
    .describe('The signed-in contact (optional); any other contact is refused with 403'),
});
export type UploadPictureReq = z.infer<typeof UploadPictureInput>;

export const RemovePictureInput = z.strictObject({
  contactId: idField().optional().describe('The signed-in contact (optional); any other is refused with 403'),
});

export const UploadLogoInput = z.strictObject({
  logo: base64Image().describe('JPG or PNG as base64 or a data URL; stored within 240x60'),
});

export const ContactPictureParams = z.object({ contactId: idParam() });
export const CompanyLogoParams = z.object({ id: idParam() });
/** `v` is the image's version in its address (cache busting); an old version answers the current image. */
export const ImageVersionQuery = z.object({ v: optionalIdField() });

const ProfilePictureSchema = z
  .strictObject({
    profilePic: z.string().nullable().describe('Address of the small picture (within 160x160)'),
    profilePicLarge: z.string().nullable().describe('Address of the large picture (within 400x400)'),
    hasLargePic: z.boolean(),
  })
  .meta({ id: 'ProfilePicture' });

export const ProfilePictureAnswer = payloadAnswer(ProfilePictureSchema);
export const LargePictureAnswer = answer({
  profilePicLarge: z.string().nullable().describe('Address of the large picture; null when there is none'),
});
export const LogoAnswer = payloadAnswer(
  z.strictObject({ picUrl: z.string().nullable().describe('Address of the logo (within 240x60)') }),
);
export const RemovedAnswer = EmptyAnswer;

/** The bytes of a stored image (JPEG or PNG), not JSON. */
export const ImageBytesAnswer = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'image/jpeg or image/png' });
