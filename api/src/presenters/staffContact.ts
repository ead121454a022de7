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

/** Who members write to: the staff list and the general address (null when none is configured). */
export const ContactDetailsSchema = z
  .strictObject({
    supportEmail: z.string().nullable().describe('SUPPORT_EMAIL; null when the operator configured none'),
    staff: z.array(StaffContactSchema),
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
