/** What the HTTP benchmarks share: part numbers from the benchmark world's index and the demo member's token. */
import pg from 'pg';
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
