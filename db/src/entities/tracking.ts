import { defineEntity, p } from '@mikro-orm/core';
import { Contact } from './contact.ts';

export const PageView = defineEntity({
  name: 'PageView',
  properties: {
    id: p.bigint('number').primary(),
    path: p.string().length(500),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('set null'),
    referrer: p.string().length(500).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'page_view_created_idx', properties: ['createdAt'] }],
});

/** Usage events (registration and payment funnels, feature checks). */
export const UsageEvent = defineEntity({
  name: 'UsageEvent',
  properties: {
    id: p.bigint('number').primary(),
    name: p.string().length(80),
    props: p.json<Record<string, unknown>>().nullable(),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'usage_event_name_created_idx', properties: ['name', 'createdAt'] }],
});

/**
 * What became of a mail: sent, given up after its retries (staff list and replay these), queued again, or
 * pending (written by the api, not yet forwarded to the mail queue by the worker).
 */
export const MAIL_STATUSES = ['sent', 'failed', 'queued', 'pending'] as const;

/**
 * Every e-mail the product sends; with no SMTP server configured the sent ones are the local outbox. A mail
 * whose job failed on its last attempt is kept here as 'failed' with the error (`npm run mail:failed`).
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  properties: {
    id: p.integer().primary(),
    to: p.string().length(1000),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text().nullable(),
    transport: p.enum(['smtp', 'outbox'] as const),
    status: p.enum(MAIL_STATUSES).default('sent'),
    /** The last error of a failed mail. */
    error: p.text().nullable(),
    /** Delivery attempts made, over every replay. */
    attempts: p.smallint().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'mail_message_unsent_idx',
      expression: `create index mail_message_unsent_idx on mail_message (created_at) where status <> 'sent'`,
    },
    {
      name: 'mail_message_pending_idx',
      expression: `create index mail_message_pending_idx on mail_message (id) where status = 'pending'`,
    },
  ],
});
