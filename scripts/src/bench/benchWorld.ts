/** What the benchmarks share: their options, part numbers from the benchmark world's index, the demo member's token. */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';

const MEMBER = { email: 'member@demo.tbs', password: 'DemoMember!2026' };

/** A spread of indexed part numbers, typed the way traders do (lower case, some without hyphens). */
export async function samplePartNumbers(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ part_number: string }>(
      'select part_number from inventory_part tablesample system (1) limit $1',
      [count],
    );
    return rows.map((row, index) =>
      index % 2 ? row.part_number.toLowerCase() : row.part_number.replaceAll('-', ''),
    );
  } finally {
    await client.end();
  }
}

/** Signs the demo member in on the api at `url`; its session token. */
export async function signInDemoMember(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = (await answer.json()) as { payload?: { token?: string } };
  if (!body.payload?.token) throw new Error(`Could not sign in as ${MEMBER.email}: ${JSON.stringify(body)}`);
  return body.payload.token;
}

type OptionValues<Defaults> = {
  [Name in keyof Defaults]: Defaults[Name] extends boolean
    ? boolean
    : Defaults[Name] extends number
      ? number
      : string;
};

/**
 * A bench's command-line options (`--name value`, `--flag`) with their defaults; an option whose default is a
 * number comes back as a number. Unknown options are refused, as node's parseArgs does.
 */
export function benchOptions<Defaults extends Record<string, string | number | boolean>>(
  defaults: Defaults,
): OptionValues<Defaults> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'boolean'
        ? { type: 'boolean' as const, default: value }
        : { type: 'string' as const, default: String(value) },
    ]),
  );
  const { values } = parseArgs({ options });
  return Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'number' ? Number(values[name]) : values[name],
    ]),
  ) as OptionValues<Defaults>;
}

/** The api on this machine (a bench's default --url). */
export const localApiUrl = (): string => `http://127.0.0.1:${config().PORT}`;
