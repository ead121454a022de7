import { defineEntity, p } from '@mikro-orm/core';
import { companyNameKey } from '../companyNameKey.ts';
import { Country } from './reference.ts';

export const ACCOUNT_TYPES = ['plus', 'broker'] as const;

/** A member company (or a pending free trial). Membership start drives the trust tier. */
export const Company = defineEntity({
  name: 'Company',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(150),
    /**
     * companyNameKey(name): look-alike names share it (the registration's duplicate check). Kept on every ORM
     * write; the seed writes it, and SQL that writes a name must write it too.
     */
    nameKey: p
      .text()
      .nullable()
      .onCreate((company: { name: string }) => companyNameKey(company.name))
      .onUpdate((company: { name: string }) => companyNameKey(company.name)),
    /** Login name of the company owner; only companies with an owner may edit their profile. */
    username: p.string().length(60).nullable().unique(),
    website: p.string().length(200).nullable(),
    tel: p.string().length(40).nullable(),
    address: p.string().length(300).nullable(),
    city: p.string().length(100).nullable(),
    zip: p.string().length(20).nullable(),
    country: () => p.manyToOne(Country).index(),
    vatNr: p.string().length(40).nullable(),
    shippingDetails: p.text().nullable(),
    warrantyPolicy: p.text().nullable(),
    description: p.text().nullable(),
    bankCode: p.string().length(60).nullable(),
    ibanCode: p.string().length(60).nullable(),
    swiftCode: p.string().length(30).nullable(),
    paymentMethod: p.string().length(200).nullable(),
    /** Logo (max 240x60) as a data URL or path. */
    picUrl: p.string().length(500).nullable(),
    isServiceOnly: p.boolean().default(false),
    isAttendingEbm: p.boolean().default(false),
    /** Start of paid membership; null while on trial or never paid. */
    memberSince: p.date().nullable(),
    /** End of the paid membership: each paid year extends it by a year from max(today, member_until). */
    memberUntil: p.date().nullable(),
    freeTrialUntil: p.date().nullable(),
    accountType: p.enum(ACCOUNT_TYPES).default('plus'),
    isActive: p.boolean().default(true),
    /** HTML shown as a full, non-dismissible block to every contact of the company. */
    customFullBlock: p.text().nullable(),
    /** HTML shown once per session as a dismissible message. */
    modalMessage: p.text().nullable(),
    /** Staff switched the company's invoice reminders off (the invoice status's isNoNotif); force-pay still blocks. */
    noInvoiceReminders: p.boolean().default(false),
    lat: p.double().nullable(),
    lng: p.double().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'company_name_lower_idx',
      expression: 'create index company_name_lower_idx on company (lower(name))',
    },
    {
      name: 'company_name_key_idx',
      expression: 'create index company_name_key_idx on company (name_key) where is_active',
    },
    // The tier lists: the active companies of one range of membership start dates (api/src/queries/tierLists.ts).
    {
      name: 'company_tier_list_idx',
      expression: 'create index company_tier_list_idx on company (member_since) where is_active',
    },
  ],
});

/**
 * One change of a company's billing country or VAT number: they decide the VAT of its membership invoices, so
 * staff can see every change (`npm run staff -- company changes`). Written by a trigger on company
 * (Migration20261128030000CompanyTaxChanges) whatever made the change; `changedBy` is the transaction's
 * `tbs.actor` setting (the api sets it) or else the database user (staff SQL).
 */
export const CompanyTaxChange = defineEntity({
  name: 'CompanyTaxChange',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    changedAt: p.datetime().defaultRaw('now()'),
    changedBy: p.string().length(200),
    /** Country codes as they were (no foreign key: the history outlives reference data). */
    oldCountry: p.string().length(2),
    newCountry: p.string().length(2),
    oldVatNr: p.string().length(40).nullable(),
    newVatNr: p.string().length(40).nullable(),
  },
  indexes: [{ name: 'company_tax_change_company_idx', properties: ['company', 'id'] }],
});

/** Service categories (1-16) that service providers are listed under. */
export const ServiceCategory = defineEntity({
  name: 'ServiceCategory',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(100).unique(),
    imgName: p.string().length(100),
  },
});

export const CompanyService = defineEntity({
  name: 'CompanyService',
  properties: {
    company: () => p.manyToOne(Company).primary().deleteRule('cascade'),
    category: () => p.manyToOne(ServiceCategory).primary().index(),
  },
});
