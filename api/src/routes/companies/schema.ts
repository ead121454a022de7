import { z } from 'zod';
import { idParam, twoFactorCode } from '../../validation/fields.ts';

export const CompanyIdParams = z.object({ id: idParam() });

export const TwoFactorCodeSchema = z.object({ code: twoFactorCode() });
export type TwoFactorCodeReq = z.infer<typeof TwoFactorCodeSchema>;

export const InvoiceStatusAnswerSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    forcePay: z.boolean(),
    isPastDue: z.boolean(),
    isPastDueEbm: z.boolean(),
    isDue: z.boolean(),
    isEbmInvoice: z.boolean(),
    isNoNotif: z.boolean(),
    link: z.string().nullable(),
    contact_name: z.string(),
    freeTrialBlock: z.boolean(),
    customFullBlock: z.string().nullable(),
    modalMessage: z.string().nullable(),
  }),
});

export const TwoFactorSecretAnswerSchema = z.object({
  status: z.literal(200),
  secret: z.string(),
  otpauthUrl: z.string(),
  qr: z.string().describe('PNG data URL of the QR code of otpauthUrl'),
});
