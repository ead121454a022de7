export interface StaffContact {
  name: string;
  position: string;
  tel: string;
  email: string;
}

/** Placeholder staff list (8 contacts); the real names and numbers come with the contact issue. */
export const STAFF_CONTACTS: StaffContact[] = [
  {
    name: 'Managing Director',
    position: 'Management',
    tel: '+31 20 000 0001',
    email: 'director@tbs.example',
  },
  { name: 'Sales', position: 'New memberships', tel: '+31 20 000 0002', email: 'sales@tbs.example' },
  {
    name: 'Member Support',
    position: 'Accounts and profiles',
    tel: '+31 20 000 0003',
    email: 'support@tbs.example',
  },
  {
    name: 'Accounts',
    position: 'Invoices and payments',
    tel: '+31 20 000 0004',
    email: 'accounts@tbs.example',
  },
  {
    name: 'Events',
    position: 'European Broker Meeting',
    tel: '+31 20 000 0005',
    email: 'events@tbs.example',
  },
  {
    name: 'Marketing',
    position: 'Advertising and media kit',
    tel: '+31 20 000 0006',
    email: 'marketing@tbs.example',
  },
  {
    name: 'Complaints',
    position: 'Complaints and fraud warnings',
    tel: '+31 20 000 0007',
    email: 'complaints@tbs.example',
  },
  {
    name: 'Technical Support',
    position: 'Website and app',
    tel: '+31 20 000 0008',
    email: 'tech@tbs.example',
  },
];

/** `tel:` link of a phone number. */
export const telHref = (tel: string) => `tel:${tel.replace(/[^\d+]/g, '')}`;

/** WhatsApp chat link of a phone number. */
export const whatsAppHref = (tel: string) => `https://wa.me/${tel.replace(/\D/g, '')}`;
