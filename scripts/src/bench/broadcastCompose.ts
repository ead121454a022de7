/**
 * `npm run bench:broadcasts:compose -- [--contacts 200] [--sends 8] [--concurrency 16] [--colleagues 12]`:
 * compose throughput with the broadcast rules enforced, on the database of DATABASE_URL (the benchmark world
 * of 1,000,000 broadcasts), straight through the compose command the api runs (one transaction per send: the
 * company's advisory lock, the rule counts, the insert and its pipeline trigger), without HTTP.
 *
 * Two runs: many contacts of different companies composing at once (each sends `--sends`, more than the SPAM
 * limit of 5, so refusals are measured too), then `--colleagues` contacts of one company sending 5 each at once
 * (they queue on their company's lock and stop at DAYLIMIT). Each run checks that no contact passed SPAM and
 * no company DAYLIMIT, prints throughput and latency percentiles as markdown, and removes the broadcasts it
 * sent (their pending pipeline rows go with them).
 */
import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import {
  ApiError,
  composeBroadcast,
  type BroadcastSender,
  type ComposedBroadcast,
  BROADCAST_RULES,
} from '@tbs/api/commands';

const { values: args } = parseArgs({
  options: {
    contacts: { type: 'string', default: '200' },
    sends: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    colleagues: { type: 'string', default: '12' },
  },
});

const LISTS = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => value.toFixed(1);

interface Outcome {
  sender: BroadcastSender;
  ms: number;
  id?: number;
  code?: string;
}

let serial = 0;
/** A new offer each time (a new part number), to a list chosen round-robin. */
function offer(index: number): ComposedBroadcast {
  serial += 1;
  return {
    listId: LISTS[index % LISTS.length]!,
    side: index % 3 ? 'WTS' : 'WTB',
    quantity: String(1 + (serial % 50)),
    brand: 'HPE',
    description: `BENCH-${Date.now().toString(36)}-${serial}`,
    condition: 'REF',
    price: String(100 + (serial % 900)),
    currency: 'EUR',
    additionalInfo: 'Benchmark broadcast, removed after the run.',
  };
}

/** Runs the sends with at most `concurrency` in flight; each one's time and result. */
async function run(
  orm: MikroORM,
  sends: { sender: BroadcastSender; input: ComposedBroadcast }[],
  concurrency: number,
): Promise<{ outcomes: Outcome[]; wallMs: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sends.length) {
        const { sender, input } = sends[next++]!;
        const begun = performance.now();
        try {
          const { id } = await composeBroadcast(orm.em.fork(), sender, input);
          outcomes.push({ sender, ms: performance.now() - begun, id });
        } catch (error) {
          if (!(error instanceof ApiError) || error.id !== 'broadcast_rules') throw error;
          const code = (error.options.payload as { extra: string }).extra;
          outcomes.push({ sender, ms: performance.now() - begun, code });
        }
      }
    }),
  );
  return { outcomes, wallMs: performance.now() - started };
}

/** Senders: contacts with a password-less login are fine, the command needs ids and addresses only. */
async function senders(orm: MikroORM, sql: string, params: unknown[]): Promise<BroadcastSender[]> {
  const rows = await orm.em
    .fork()
    .execute<{ id: number; company_id: number; email: string; email_alt: string | null }[]>(sql, params);
  return rows.map((row) => ({
    contactId: row.id,
    companyId: row.company_id,
    email: row.email,
    emailAlt: row.email_alt,
  }));
}

/** Sends of each contact and each company since the run began, to check the limits held. */
async function maxima(orm: MikroORM, ids: number[]): Promise<{ perContact: number; perCompany: number }> {
  if (!ids.length) return { perContact: 0, perCompany: 0 };
  const [row] = await orm.em.fork().execute<{ per_contact: number; per_company: number }[]>(
    `select (select max(n) from (select count(*) n from broadcast where id in (${ids.join(',')}) group by contact_id) c)::int as per_contact,
            (select max(n) from (select count(*) n from broadcast where id in (${ids.join(',')}) group by company_id) c)::int as per_company`,
  );
  return { perContact: row!.per_contact, perCompany: row!.per_company };
}

function report(title: string, outcomes: Outcome[], wallMs: number, concurrency: number): void {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const accepted = outcomes.filter((outcome) => outcome.id !== undefined).length;
  const codes = new Map<string, number>();
  for (const outcome of outcomes)
    if (outcome.code) codes.set(outcome.code, (codes.get(outcome.code) ?? 0) + 1);
  const refused = [...codes].map(([code, count]) => `${count} ${code}`).join(', ') || 'none';
  console.log(
    `| ${title} | ${outcomes.length} | ${concurrency} | ${accepted} | ${refused} | ${((outcomes.length / wallMs) * 1000).toFixed(0)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`,
  );
}

async function main(): Promise<void> {
  const contactCount = Number(args.contacts);
  const perContact = Number(args.sends);
  const concurrency = Number(args.concurrency);
  const colleagueCount = Number(args.colleagues);
  const databaseUrl = config().DATABASE_URL;
  const orm = await initORM(databaseUrl, { pool: { min: 1, max: concurrency + 2 } });
  const sent: number[] = [];
  try {
    const [counted] = await orm.em
      .fork()
      .execute<{ broadcasts: string }[]>('select count(*) as broadcasts from broadcast');
    const broadcasts = counted!.broadcasts;
    console.log(
      `Database ${new URL(databaseUrl).pathname.slice(1)}: ${Number(broadcasts).toLocaleString('en-US')} broadcasts\n`,
    );
    console.log('| Run | Sends | In flight | Accepted | Refused | Sends/s | p50 ms | p95 ms | p99 ms |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');

    // One contact per company, companies that are not service-only, chosen at random.
    const many = await senders(
      orm,
      `select distinct on (c.company_id) c.id, c.company_id, c.email, c.email_alt
         from contact c join company co on co.id = c.company_id and not co.is_service_only
        order by c.company_id, random() limit ?`,
      [contactCount],
    );
    // Round-robin: every contact's first send, then every second one... (a busy morning, not one burst each).
    const manySends = Array.from({ length: perContact }, (_, index) =>
      many.map((sender, s) => ({ sender, input: offer(s + index) })),
    ).flat();
    const first = await run(orm, manySends, concurrency);
    sent.push(...first.outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id])));
    report(
      `${many.length} contacts of ${many.length} companies, ${perContact} each`,
      first.outcomes,
      first.wallMs,
      concurrency,
    );
    const firstMax = await maxima(orm, sent);

    // Colleagues of one company (the one with most contacts), 5 each, all at once.
    const colleagues = await senders(
      orm,
      `select c.id, c.company_id, c.email, c.email_alt from contact c
        where c.company_id = (select company_id from contact c2 join company co on co.id = c2.company_id
                               where not co.is_service_only group by company_id order by count(*) desc limit 1)
        limit ?`,
      [colleagueCount],
    );
    const colleagueSends = colleagues.flatMap((sender, s) =>
      Array.from({ length: BROADCAST_RULES.spamLimit }, (_, index) => ({
        sender,
        input: offer(s * 5 + index),
      })),
    );
    const second = await run(orm, colleagueSends, concurrency);
    const secondIds = second.outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    sent.push(...secondIds);
    report(
      `${colleagues.length} colleagues of one company, 5 each`,
      second.outcomes,
      second.wallMs,
      concurrency,
    );
    const secondMax = await maxima(orm, secondIds);

    console.log(
      `\nMost accepted per contact (run 1): ${firstMax.perContact} (SPAM limit ${BROADCAST_RULES.spamLimit}); ` +
        `per company (run 2): ${secondMax.perCompany} (DAYLIMIT ${BROADCAST_RULES.dayLimit}, counting the company's earlier sends of the day).`,
    );
    if (firstMax.perContact > BROADCAST_RULES.spamLimit || secondMax.perCompany > BROADCAST_RULES.dayLimit) {
      process.exitCode = 1;
      console.error('A limit was passed.');
    }
  } finally {
    if (sent.length) await orm.em.fork().execute(`delete from broadcast where id in (${sent.join(',')})`);
    console.log(`Removed the ${sent.length} broadcasts of the run.`);
    await orm.close(true);
  }
}

await main();
