import { z } from 'zod';
import { Setting, StaffContact } from '@tbs/db';
import { findStoredImage } from '../../commands/pictures.ts';
import { NotFoundError } from '../../errors.ts';
import { conditionalGet, sendImage } from '../../images/serveImage.ts';
import { idParam } from '../../validation/fields.ts';
import { ImageBytesAnswer, ImageVersionQuery } from '../companies/pictures/schema.ts';
import {
  ContactDetailsSchema,
  presentOperatorDetails,
  presentStaffContact,
} from '../../presenters/staffContact.ts';
import { payloadAnswer, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

export const ContactDetailsAnswer = payloadAnswer(ContactDetailsSchema);

const StaffContactParams = z.object({ id: idParam() });

/** The contact page's wording when a staff member has no photo (the page then shows initials). */
export const STAFF_PHOTO_NOT_FOUND = 'Photo not found.';

/**
 * The operator's contact details: the staff of the contact page, the configured support address and the
 * company details (addresses, bank, registration and VAT numbers: the setting operatorDetails).
 */
export function contactDetailsRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/misc/contactDetails',
    tags: ['misc'],
    summary:
      "The operator's staff contacts (staff_contact), support address (SUPPORT_EMAIL, or null) and company " +
      'details (setting operatorDetails, or null)',
    response: ContactDetailsAnswer,
    handler: async (ctx) => {
      const [staff, operator] = await Promise.all([
        ctx.state.em.find(StaffContact, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
        ctx.state.em.findOne(Setting, { key: 'operatorDetails' }),
      ]);
      return okPayload({
        supportEmail: ctx.services.settings.SUPPORT_EMAIL ?? null,
        staff: staff.map(presentStaffContact),
        operator: operator ? presentOperatorDetails(operator.value) : null,
      });
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/staffContacts/:id/photo',
    tags: ['misc'],
    summary: "A staff member's photo on the contact page (JPEG bytes; public, as the contact page is)",
    description:
      "The address in picUrl carries the photo's version (`?v=`): cached for a year as immutable; without it " +
      'or with an old version, revalidated (ETag). 404 when the staff member has no photo.',
    use: [conditionalGet],
    schemas: { params: StaffContactParams, query: ImageVersionQuery },
    response: ImageBytesAnswer,
    handler: async (ctx) => {
      const staffContactId = ctx.input.params.id;
      const photo = await findStoredImage(ctx.state.em, { staffContactId }, 'staff_photo');
      if (!photo) throw NotFoundError(STAFF_PHOTO_NOT_FOUND);
      return sendImage(ctx, ctx.input.query.v, photo, `staff-${staffContactId}`, 'public');
    },
  });
}
