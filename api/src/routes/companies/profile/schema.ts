import { z } from 'zod';
import { CompanyContactSchema, CompanyProfileSchema } from '../../../presenters/company.ts';
import { answer, payloadAnswer } from '../../../respond.ts';
import { password, updateCompanySchema, updateContactSchema } from '../../../validation/fields.ts';
import { plainText } from '../../../commands/companyProfile.ts';

/** updateCompany: the shared schema of @tbs/rules/forms, with HTML markup removed from every text. */
export const UpdateCompanySchema = updateCompanySchema(plainText);
export type UpdateCompanyReq = z.infer<typeof UpdateCompanySchema>;

/** updateContact: the shared schema of @tbs/rules/forms, with HTML markup removed from every text. */
export const UpdateContactSchema = updateContactSchema(plainText);
export type UpdateContactReq = z.infer<typeof UpdateContactSchema>;

/** Change password: the current one (checked like a sign-in) and the new one (strength score 2 or more). */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: password(),
  newPassword: password(8),
});
export type ChangePasswordReq = z.infer<typeof ChangePasswordSchema>;

/** The own company body: as members see any company, plus the reader's own contact settings. */
export const OwnCompanyAnswer = answer({
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
});

/** An update's answer: the spec's message and the refreshed own company body (the web shows it at once). */
export const ProfileUpdateAnswer = answer({
  payload: z.strictObject({ msg: z.string() }),
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
});

export const ChangePasswordAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
