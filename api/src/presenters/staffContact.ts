import { z } from 'zod';

/** A member of the operator's staff on the contact page (spec part 1, section 3: Staff contact). */
export const StaffContactSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    position: z.string(),
    tel: z.string(),
    telHref: z.string().describe("'tel:' link of tel"),
    picUrl: z.string().nullable(),
    email: z.string(),
    skype: z.string().nullable(),
  })
  .meta({ id: 'StaffContact' });
export type StaffContactView = z.infer<typeof StaffContactSchema>;

/**
 * The operator's company details on the contact page (spec part 1 section 2): postal and office address
 * (lines), bank details, chamber of commerce (company registration) and VAT numbers. Stored as the setting
 * `operatorDetails` (Migration20261124060000OperatorDetails); what the setting lacks is left out, never
 * made up.
 */
export const OperatorDetailsSchema = z
  .strictObject({
    legalName: z.string().optional(),
    postalAddress: z.array(z.string()).optional(),
    officeAddress: z.array(z.string()).optional(),
    bank: z
      .strictObject({
        bankName: z.string().optional(),
        accountHolder: z.string().optional(),
        iban: z.string().optional(),
        bic: z.string().optional(),
      })
      .optional(),
    chamberOfCommerce: z.string().optional(),
    vatNumber: z.string().optional(),
  })
  .meta({ id: 'OperatorDetails' });
export type OperatorDetailsView = z.infer<typeof OperatorDetailsSchema>;

/** Who members write to: the staff list, the general address (null when none is configured), the company. */
export const ContactDetailsSchema = z
  .strictObject({
    supportEmail: z.string().nullable().describe('SUPPORT_EMAIL; null when the operator configured none'),
    staff: z.array(StaffContactSchema),
    operator: OperatorDetailsSchema.nullable().describe(
      'The setting operatorDetails; null when it is not set',
    ),
  })
  .meta({ id: 'ContactDetails' });
export type ContactDetailsView = z.infer<typeof ContactDetailsSchema>;

/** Presents a staff_contact row. */
export function presentStaffContact(staff: {
  id: number;
  name: string;
  position: string;
  tel: string;
  picUrl?: string | null;
  email: string;
  skype?: string | null;
}): StaffContactView {
  return {
    id: staff.id,
    name: staff.name,
    position: staff.position,
    tel: staff.tel,
    telHref: `tel:${staff.tel.replace(/[^\d+]/g, '')}`,
    picUrl: staff.picUrl ?? null,
    email: staff.email,
    skype: staff.skype ?? null,
  };
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const linesOf = (value: unknown): string[] | undefined => {
  const lines = Array.isArray(value) ? value.map(textOf).filter((line) => line !== undefined) : [];
  return lines.length ? lines : undefined;
};
const withoutEmpty = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

/**
 * The setting operatorDetails as presented: the known fields that hold text (staff edit it by hand: anything
 * else is left out rather than failing the contact page); null when it is no object.
 */
export function presentOperatorDetails(value: unknown): OperatorDetailsView | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const details = value as Record<string, unknown>;
  const bank =
    details.bank && typeof details.bank === 'object' ? (details.bank as Record<string, unknown>) : {};
  const bankView = withoutEmpty({
    bankName: textOf(bank.bankName),
    accountHolder: textOf(bank.accountHolder),
    iban: textOf(bank.iban),
    bic: textOf(bank.bic),
  });
  return withoutEmpty({
    legalName: textOf(details.legalName),
    postalAddress: linesOf(details.postalAddress),
    officeAddress: linesOf(details.officeAddress),
    bank: Object.keys(bankView).length ? bankView : undefined,
    chamberOfCommerce: textOf(details.chamberOfCommerce),
    vatNumber: textOf(details.vatNumber),
  });
}
