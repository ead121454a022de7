import {
  findStoredImage,
  removeCompanyLogo,
  removeProfilePicture,
  replaceCompanyLogo,
  replaceProfilePicture,
} from '../../../commands/pictures.ts';
import type { RouteContext, SignedIn } from '../../../context.ts';
import { AuthorizationError, NotFoundError } from '../../../errors.ts';
import { decodeBase64Image } from '../../../images/decode.ts';
import { largeProfilePictureUrl } from '../../../images/imageUrls.ts';
import { reencodeLogo, reencodeProfilePicture } from '../../../images/reencode.ts';
import { conditionalGet, sendImage } from '../../../images/serveImage.ts';
import { contactKey, limitRequests } from '../../../middlewares/rateLimit.ts';
import { presentUser } from '../../../presenters/user.ts';
import { loadUserSnapshot } from '../../../queries/userSnapshot.ts';
import { ok, okPayload, setUpdatedUser } from '../../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../../router.ts';
import {
  CompanyLogoParams,
  ContactPictureParams,
  ImageBytesAnswer,
  ImageVersionQuery,
  LargePictureAnswer,
  LogoAnswer,
  PICTURE_MESSAGES,
  ProfilePictureAnswer,
  RemovePictureInput,
  RemovedAnswer,
  UploadLogoInput,
  UploadPictureInput,
} from './schema.ts';

const tags = ['pictures'];

/**
 * Every contact manages their own profile picture, service-only contacts included. Spec part 1 section 6 lists
 * "update or remove the profile picture" in the owner's paragraph, but that paragraph also lists changing the
 * password and 2FA, which are every contact's; the picture is a field of the contact (profilePic, hasLargePic)
 * and issue 12 has every contact edit their own contact. No contact changes another's, the owner included.
 */
const canChangeProfilePicture = (auth: SignedIn, contactId: number): boolean => auth.contact.id === contactId;

/** Only the company owner (the contact with the company's login) uploads or removes the logo (spec part 2 section 6). */
const canManageLogo = (auth: SignedIn): boolean => auth.contact.isOwner;

/** The uploads and removals of one contact (each upload decodes and re-encodes an image). */
const limitUploads = limitRequests('pictureUpload', contactKey);

/** The updated User object (its profilePic changed) for X-Updated-User; the entity is read again first. */
async function sendUpdatedUser(ctx: HandlerContext<object, 'member'>): Promise<void> {
  await ctx.state.em.refresh(ctx.auth.contact);
  setUpdatedUser(
    ctx as unknown as RouteContext,
    presentUser(await loadUserSnapshot(ctx.state.em, ctx.auth.contact)),
  );
}

/**
 * Profile pictures (spec part 1: uploadPicture, removePicture, fetchLargePicture) and the company logo (spec
 * part 2: uploadLogo, removeLogo), stored in the database after re-encoding (api/src/images), and the routes
 * that serve them. Uploads are base64 in JSON as the spec sends them, up to 5 MB decoded (app.ts gives these
 * paths a larger body limit).
 *
 * Members see every contact's picture and every logo, as they see every contact and company detail. Visitors
 * see neither: the visitor view of a company has no contacts, and issue 12 gives visitors only name, country,
 * description and recommendations (the stricter reading of spec part 1 section 6, which does not name the
 * logo); a logo would also name the company behind a masked 'TBS Member'. So every route here is a member
 * route: the images answer 401 to visitors, they are not merely unlinked.
 */
export function pictureRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/companies/uploadPicture',
    tags,
    summary: "Uploads the signed-in contact's profile picture (base64 JPG or PNG)",
    description:
      'The image is checked by content (JPG or PNG only; at most 5 MB and 16 megapixels; complete) and ' +
      're-encoded as JPEG quality 90 within 400x400 (large) and 160x160 (small), without metadata. 400 names ' +
      'the field `picture`; 403 for another contact; 503 with Retry-After while the api decodes as many ' +
      'uploads as it takes at once; X-Updated-User carries the new profilePic.',
    access: 'member',
    use: [limitUploads],
    schemas: { body: UploadPictureInput },
    response: ProfilePictureAnswer,
    handler: async (ctx) => {
      const { picture, contactId = ctx.auth.contact.id } = ctx.input.body;
      if (!canChangeProfilePicture(ctx.auth, contactId))
        throw AuthorizationError(PICTURE_MESSAGES.ownPictureOnly);
      const encoded = await reencodeProfilePicture(decodeBase64Image(picture, 'picture'), 'picture');
      const urls = await replaceProfilePicture(ctx.state.em, ctx.auth.contact.id, encoded);
      await sendUpdatedUser(ctx);
      return okPayload({ ...urls, hasLargePic: true });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/removePicture',
    tags,
    summary: "Removes the signed-in contact's profile picture",
    description: 'Answers 200 also when there was none; 403 for another contact.',
    access: 'member',
    use: [limitUploads],
    schemas: { body: RemovePictureInput },
    response: RemovedAnswer,
    handler: async (ctx) => {
      const { contactId = ctx.auth.contact.id } = ctx.input.body;
      if (!canChangeProfilePicture(ctx.auth, contactId))
        throw AuthorizationError(PICTURE_MESSAGES.ownPictureOnly);
      await removeProfilePicture(ctx.state.em, ctx.auth.contact.id);
      await sendUpdatedUser(ctx);
      return ok({});
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/fetchLargePicture/:contactId',
    tags,
    summary: "The address of a contact's large profile picture (members)",
    description:
      '`profilePicLarge` is null when the contact has no picture; 404 for an unknown or inactive contact.',
    access: 'member',
    schemas: { params: ContactPictureParams },
    response: LargePictureAnswer,
    handler: async (ctx) => {
      const { contactId } = ctx.input.params;
      const [contact] = await ctx.state.em.execute<{ id: number }[]>(
        `select c.id from contact c join company co on co.id = c.company_id
          where c.id = ? and c.is_active and co.is_active`,
        [contactId],
      );
      if (!contact) throw NotFoundError(PICTURE_MESSAGES.pictureNotFound);
      const large = await findStoredImage(ctx.state.em, { contactId }, 'picture_large');
      return ok({ profilePicLarge: large ? largeProfilePictureUrl(contactId, large.id) : null });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/uploadLogo',
    tags,
    summary: "Uploads the company's logo (base64 JPG or PNG; the owner only)",
    description:
      'Checked by content like a profile picture and re-encoded within 240x60 (PNG stays PNG, JPG becomes ' +
      'JPEG quality 90), without metadata. 403 unless the signed-in contact is the company owner.',
    access: 'member',
    use: [limitUploads],
    schemas: { body: UploadLogoInput },
    response: LogoAnswer,
    handler: async (ctx) => {
      if (!canManageLogo(ctx.auth)) throw AuthorizationError(PICTURE_MESSAGES.ownerOnlyLogo);
      const logo = await reencodeLogo(decodeBase64Image(ctx.input.body.logo, 'logo'), 'logo');
      return okPayload(await replaceCompanyLogo(ctx.state.em, ctx.auth.company.id, logo));
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/removeLogo',
    tags,
    summary: "Removes the company's logo (the owner only)",
    description:
      'Answers 200 also when there was none; 403 unless the signed-in contact is the company owner.',
    access: 'member',
    use: [limitUploads],
    response: RemovedAnswer,
    handler: async (ctx) => {
      if (!canManageLogo(ctx.auth)) throw AuthorizationError(PICTURE_MESSAGES.ownerOnlyLogo);
      await removeCompanyLogo(ctx.state.em, ctx.auth.company.id);
      return ok({});
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/contacts/:contactId/picture',
    tags,
    summary: "A contact's small profile picture (JPEG bytes; members)",
    access: 'member',
    use: [conditionalGet],
    schemas: { params: ContactPictureParams, query: ImageVersionQuery },
    response: ImageBytesAnswer,
    handler: async (ctx) => {
      const { contactId } = ctx.input.params;
      const image = await findStoredImage(ctx.state.em, { contactId }, 'picture');
      if (!image) throw NotFoundError(PICTURE_MESSAGES.pictureNotFound);
      return sendImage(ctx, ctx.input.query.v, image, `picture-${contactId}`);
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/contacts/:contactId/picture/large',
    tags,
    summary: "A contact's large profile picture (JPEG bytes; members)",
    access: 'member',
    use: [conditionalGet],
    schemas: { params: ContactPictureParams, query: ImageVersionQuery },
    response: ImageBytesAnswer,
    handler: async (ctx) => {
      const { contactId } = ctx.input.params;
      const image = await findStoredImage(ctx.state.em, { contactId }, 'picture_large');
      if (!image) throw NotFoundError(PICTURE_MESSAGES.pictureNotFound);
      return sendImage(ctx, ctx.input.query.v, image, `picture-${contactId}-large`);
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/:id/logo',
    tags,
    summary: "A company's logo (PNG or JPEG bytes; members)",
    access: 'member',
    use: [conditionalGet],
    schemas: { params: CompanyLogoParams, query: ImageVersionQuery },
    response: ImageBytesAnswer,
    handler: async (ctx) => {
      const companyId = ctx.input.params.id;
      const image = await findStoredImage(ctx.state.em, { companyId }, 'logo');
      if (!image) throw NotFoundError(PICTURE_MESSAGES.logoNotFound);
      return sendImage(ctx, ctx.input.query.v, image, `logo-${companyId}`);
    },
  });
}
