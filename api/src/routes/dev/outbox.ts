import { z } from 'zod';
import { MailMessage } from '@tbs/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '@tbs/config';
import { okPayload, payloadAnswer } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { onlyFromThisMachine } from './onlyFromThisMachine.ts';
import { OutboxQuery } from './schema.ts';
import { escapeHtml } from '@tbs/rules';

const OUTBOX_LIMIT = 200;

const OutboxMailSchema = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/** Escapes a plain-text mail body and turns its http(s) links into anchors. */
export function linkifyText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

async function outboxMails(em: EntityManager, to: string | undefined) {
  return em.find(
    MailMessage,
    { transport: 'outbox', status: 'sent', ...(to ? { to: { $ilike: `%${escapeLike(to)}%` } } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: OUTBOX_LIMIT },
  );
}

/**
 * Dev only: the mails written to the local outbox (no SMTP server configured), for a client on this machine
 * only (they hold password-reset links). Never registered in production, whatever the caller asks.
 */
export function devRoutes(api: ApiRouter, nodeEnv = config().NODE_ENV): void {
  if (nodeEnv === 'production') return;
  api.route({
    method: 'get',
    path: '/api/dev/outbox',
    tags: ['dev'],
    summary: 'Dev only: the local outbox as JSON, newest first (only from this machine)',
    use: [onlyFromThisMachine],
    schemas: { query: OutboxQuery },
    response: payloadAnswer(z.array(OutboxMailSchema)),
    handler: async (ctx) => {
      const mails = await outboxMails(ctx.state.em, ctx.input.query.to);
      return okPayload(
        mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          createdAt: mail.createdAt.toISOString(),
        })),
      );
    },
  });

  api.route({
    method: 'get',
    path: '/dev/outbox',
    tags: ['dev'],
    summary: 'Dev only: the local outbox as an HTML page',
    hidden: true,
    use: [onlyFromThisMachine],
    schemas: { query: OutboxQuery },
    response: z.string(),
    handler: async (ctx) => {
      const mails = await outboxMails(ctx.state.em, ctx.input.query.to);
      const items = mails
        .map(
          (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt.toISOString())}</p>
  <pre>${linkifyText(mail.text)}</pre>
</article>`,
        )
        .join('\n');
      ctx.type = 'html';
      return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TBS outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: 6px; padding: 0 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; } .meta { color: #6b7280; font-size: .9rem; }
  pre { white-space: pre-wrap; font-family: inherit; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>${mails.length ? `${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first.` : 'No mails yet.'}</p>
${items}
</body>
</html>`;
    },
  });
}
