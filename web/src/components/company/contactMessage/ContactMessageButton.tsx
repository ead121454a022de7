import { useState } from 'react';
import type { CompanyContact, CompanyProfile } from '../../../api/types.ts';
import { ContactMessageModal } from './ContactMessageModal.tsx';

/**
 * A contact's Contact button, opening the contact message modal (sendMailToContact; the captcha for
 * visitors). `isFromServicePage` marks messages written from the services page.
 */
export function ContactMessageButton({
  company,
  contact,
  isFromServicePage,
}: {
  company: CompanyProfile;
  contact: CompanyContact;
  isFromServicePage?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        onClick={() => setOpen(true)}
        data-testid="contact-message-button"
      >
        Contact
      </button>
      {open && (
        <ContactMessageModal
          target="contact"
          recipient={{ id: contact.id, name: contact.name, companyName: company.name }}
          isFromServicePage={isFromServicePage}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
