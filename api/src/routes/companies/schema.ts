import { z } from 'zod';
import { CompanyContactSchema, CompanyProfileSchema } from '../../presenters/company.ts';
import { InvoiceStatusSchema } from '../../presenters/invoiceStatus.ts';
import { answer, payloadAnswer } from '../../respond.ts';
import { idParam } from '../../validation/fields.ts';

export const CompanyIdParams = z.object({ id: idParam() });

export const InvoiceStatusAnswer = payloadAnswer(InvoiceStatusSchema);
export const UnapprovedRecsAnswer = payloadAnswer(z.strictObject({ exist: z.boolean() }));
export const CompanyBodyAnswer = answer({
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
});
