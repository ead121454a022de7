import type { CompanyContact, CompanyProfile } from '../../../api/types.ts';

// SLOT (issue 12, contact messages slice): replaced by the Contact button and modal (sendMailToContact).

/** A contact's Contact button, opening the contact message modal (captcha for visitors). */
export function ContactMessageButton(_props: { company: CompanyProfile; contact: CompanyContact }) {
  return null;
}
