import { defineEntity, p } from '@mikro-orm/core';
import { Company } from './company.ts';

import { IM_NAMES } from '@tbs/rules/forms';

export { IM_NAMES };

/** A person of a company; the one who signs in (the spec's "User" is a contact with its company fields). */
export const Contact = defineEntity({
  name: 'Contact',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).index().deleteRule('cascade'),
    name: p.string().length(100),
    function: p.string().length(100).nullable(),
    /** 1 = Main contact, 2 = 2nd, ... */
    position: p.smallint().default(1),
    email: p.string().length(254),
    emailAlt: p.string().length(254).nullable(),
    tel: p.string().length(40).nullable(),
    imName: p.enum(IM_NAMES).default('none'),
    imValue: p.string().length(200).nullable(),
    rfqDisabled: p.boolean().default(false),
    possibleMatchesDisabled: p.boolean().default(false),
    profilePic: p.text().nullable(),
    hasLargePic: p.boolean().default(false),
    signature: p.text().nullable(),
    /** argon2id hash; null means the contact cannot sign in. */
    passwordHash: p.string().length(200).nullable(),
    /** The company owner: may edit the company profile and approve recommendations. */
    isOwner: p.boolean().default(false),
    forceLogout: p.boolean().default(false),
    /** Staff reach the analytics area; their searches and page views are left out of the statistics. */
    isStaff: p.boolean().default(false),
    isActive: p.boolean().default(true),
    newsReadAt: p.datetime().nullable(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [
    {
      name: 'contact_email_lower_unique',
      expression: 'create unique index contact_email_lower_unique on contact (lower(email))',
    },
    {
      name: 'contact_one_owner_per_company',
      expression: 'create unique index contact_one_owner_per_company on contact (company_id) where is_owner',
    },
  ],
});

/** A signed-in browser or app: opaque bearer token stored as its SHA-256. */
export const Session = defineEntity({
  name: 'Session',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    contact: () => p.manyToOne(Contact).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    lastSeenAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});

/** Single-use password reset token, stored hashed, valid for one hour. */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  properties: {
    id: p.integer().primary(),
    contact: () => p.manyToOne(Contact).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

/** TOTP secret of a contact; enabled once confirmed with a code. lastUsedStep blocks replays. */
export const TwoFactorSecret = defineEntity({
  name: 'TwoFactorSecret',
  properties: {
    contact: () => p.oneToOne(Contact).primary().deleteRule('cascade'),
    secret: p.string().length(64),
    enabledAt: p.datetime().nullable(),
    lastUsedStep: p.bigint('number').nullable(),
    /** Set by verify2faForDisable: disable2fa is allowed until then. */
    disableAllowedUntil: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** A contact's favourite companies. */
export const Favorite = defineEntity({
  name: 'Favorite',
  properties: {
    contact: () => p.manyToOne(Contact).primary().deleteRule('cascade'),
    company: () => p.manyToOne(Company).primary().index().deleteRule('cascade'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
