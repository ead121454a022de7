import { StaffContact } from '@tbs/db';
import { config } from '@tbs/config';
import { ContactDetailsSchema, presentStaffContact } from '../../presenters/staffContact.ts';
import { payloadAnswer, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

export const ContactDetailsAnswer = payloadAnswer(ContactDetailsSchema);

/** The operator's contact details: the staff of the contact page and the configured support address. */
export function contactDetailsRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/misc/contactDetails',
    tags: ['misc'],
    summary: "The operator's staff contacts (staff_contact) and support address (SUPPORT_EMAIL, or null)",
    response: ContactDetailsAnswer,
    handler: async (ctx) => {
      const staff = await ctx.state.em.find(StaffContact, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
      return okPayload({
        supportEmail: config().SUPPORT_EMAIL ?? null,
        staff: staff.map(presentStaffContact),
      });
    },
  });
}
