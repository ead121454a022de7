import { Setting, StaffContact } from '@tbs/db';
import { config } from '@tbs/config';
import {
  ContactDetailsSchema,
  presentOperatorDetails,
  presentStaffContact,
} from '../../presenters/staffContact.ts';
import { payloadAnswer, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

export const ContactDetailsAnswer = payloadAnswer(ContactDetailsSchema);

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
        supportEmail: config().SUPPORT_EMAIL ?? null,
        staff: staff.map(presentStaffContact),
        operator: operator ? presentOperatorDetails(operator.value) : null,
      });
    },
  });
}
