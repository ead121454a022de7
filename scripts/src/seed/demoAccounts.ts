/**
 * The fixed sign-in accounts of the demo world. Tests, browser tests and the README read them from here;
 * the seed creates exactly these (ids vary, e-mails and passwords do not).
 */

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  /** Contact name. */
  readonly name: string;
  readonly function: string;
  readonly company: string;
  readonly country: 'NL' | 'DE';
  /** What the account demonstrates. */
  readonly purpose: string;
  /** Staff: reaches the analytics area (contact.is_staff). */
  readonly isStaff?: boolean;
}

export const DEMO_ACCOUNTS = {
  member: {
    email: 'member@demo.tbs',
    password: 'DemoMember!2026',
    name: 'Sanne Visser',
    function: 'Sales Manager',
    company: 'Demo Trading BV',
    country: 'NL',
    purpose: 'Full member (Gold, since 12 years), 2nd contact; inventory, broadcasts, paid invoice',
  },
  owner: {
    email: 'owner@demo.tbs',
    password: 'DemoOwner!2026',
    name: 'Jeroen Bakker',
    function: 'Managing Director',
    company: 'Demo Trading BV',
    country: 'NL',
    purpose: 'Owner and Main contact of Demo Trading BV (username demotrading); approves recommendations',
  },
  analyst: {
    email: 'analyst@demo.tbs',
    password: 'DemoAnalyst!2026',
    name: 'Eva de Vries',
    function: 'Market Analyst',
    company: 'Demo Trading BV',
    country: 'NL',
    purpose:
      'Staff (3rd contact of Demo Trading BV): the analytics area /analytics; its own searches and page views are left out of the statistics',
    isStaff: true,
  },
  service: {
    email: 'service@demo.tbs',
    password: 'DemoService!2026',
    name: 'Markus Weber',
    function: 'Geschäftsführer',
    company: 'Demo Data Erasure GmbH',
    country: 'DE',
    purpose: 'Service-only company (categories 1 Data Erasure Software and 3 WEEE Recycling)',
  },
  twoFactor: {
    email: '2fa@demo.tbs',
    password: 'Demo2fa!2026',
    name: 'Thomas de Groot',
    function: 'CEO',
    company: 'Demo Secure Servers BV',
    country: 'NL',
    purpose: 'Two-factor authentication enabled with the fixed TOTP secret DEMO_TOTP_SECRET',
  },
  overdue: {
    email: 'overdue@demo.tbs',
    password: 'DemoOverdue!2026',
    name: 'Kees Janssen',
    function: 'Owner',
    company: 'Demo Late Payer BV',
    country: 'NL',
    purpose: 'Latest invoice unpaid and past due (invoice 40 days ago, due 25 days ago, not force-pay)',
  },
  trial: {
    email: 'trial@demo.tbs',
    password: 'DemoTrial!2026',
    name: 'Lisa Mulder',
    function: 'Purchaser',
    company: 'Demo Trial Traders BV',
    country: 'NL',
    purpose: 'Free trial: no membership yet, trial ends in 20 days',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** Base32 TOTP secret of the 2FA demo account (RFC 6238, SHA-1, 6 digits, 30 s). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
