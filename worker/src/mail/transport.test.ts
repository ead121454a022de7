import { createServer, type Server, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, MailMessage } from '@tbs/db';
import { createMailTransport } from './transport.ts';
import { processMailJob } from './worker.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

/** A minimal SMTP server that accepts every message and keeps its DATA. */
async function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, messages };
}

describe('mail transport', () => {
  it('writes to the outbox when no SMTP server is configured', async () => {
    const transport = createMailTransport({ orm, from: 'TBS <noreply@tbs.local>' });
    expect(transport.kind).toBe('outbox');
    await processMailJob(
      {
        kind: 'send',
        message: { to: 'outbox@example.com', subject: 'Outbox mail', text: 'Hi', html: '<p>Hi</p>' },
      },
      transport,
    );
    const row = await orm.em.fork().findOneOrFail(MailMessage, { to: 'outbox@example.com' });
    expect(row).toMatchObject({ subject: 'Outbox mail', text: 'Hi', html: '<p>Hi</p>', transport: 'outbox' });
  });

  it('refuses to start in production without an SMTP server, where nobody reads the outbox', () => {
    expect(() => createMailTransport({ orm, from: 'TBS <noreply@broker.nl>', production: true })).toThrow(
      /SMTP_URL must be set/,
    );
  });

  it('sends through SMTP when configured and records the mail', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const transport = createMailTransport({
        orm,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'TBS <noreply@tbs.local>',
      });
      expect(transport.kind).toBe('smtp');
      await transport.deliver({ to: 'smtp@example.com', subject: 'Via SMTP', text: 'Hello over SMTP' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Via SMTP');
      expect(smtp.messages[0]).toContain('Hello over SMTP');
      const row = await orm.em.fork().findOneOrFail(MailMessage, { to: 'smtp@example.com' });
      expect(row.transport).toBe('smtp');
    } finally {
      smtp.server.close();
    }
  });
});
