import { defineEntity, p } from '@mikro-orm/core';
import { Company } from './company.ts';
import { Contact } from './contact.ts';

/**
 * A complaint's life: 'pending' (filed, waiting for staff review: no effect on any tier), 'open' (accepted by
 * staff and unsolved: the only status that withholds the company's Trusted/Gold/Diamond tier), then 'solved'
 * or 'rejected' (staff reject a pending complaint, or an accepted one that proved unfounded).
 */
export const COMPLAINT_STATUSES = ['pending', 'open', 'solved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** A member's recommendation of another company; public once the company owner approves it. */
export const Recommendation = defineEntity({
  name: 'Recommendation',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).index().deleteRule('cascade'),
    author: () => p.manyToOne(Contact).deleteRule('cascade'),
    description: p.text().check('char_length(description) >= 30'),
    approvedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** A complaint filed against a company; once staff accepted it ('open'), it removes the company's trust tier. */
export const Complaint = defineEntity({
  name: 'Complaint',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).index().deleteRule('cascade'),
    filedBy: () => p.manyToOne(Contact).deleteRule('cascade'),
    title: p.string().length(200),
    transactionDate: p.date(),
    body: p.text(),
    resolution: p.text(),
    status: p.enum(COMPLAINT_STATUSES).default('pending'),
    createdAt: p.datetime().defaultRaw('now()'),
    /** When staff accepted or rejected the pending complaint, and who (staff:<login>). */
    reviewedAt: p.datetime().nullable(),
    reviewedBy: p.string().length(100).nullable(),
    closedAt: p.datetime().nullable(),
  },
});

/** Purchase order and invoice files of a complaint, stored in the database so they cannot get lost. */
export const ComplaintFile = defineEntity({
  name: 'ComplaintFile',
  properties: {
    id: p.integer().primary(),
    complaint: () => p.manyToOne(Complaint).index().deleteRule('cascade'),
    kind: p.enum(['po', 'invoice'] as const),
    fileName: p.string().length(255),
    mimeType: p.string().length(100),
    size: p.integer().check('size >= 0'),
    content: p.blob(),
  },
  uniques: [{ name: 'complaint_file_kind_unique', properties: ['complaint', 'kind'] }],
});
