import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '@tbs/db';

/** A unique upper-case token, so tests sharing the run's database find only their own parts. */
export const uniqueToken = (): string => `Q${randomBytes(4).toString('hex').toUpperCase()}`;

/** Plain SQL on the run's test database (tests only). */
export class TestSql {
  readonly client: pg.Client;
  constructor(databaseUrl = process.env.DATABASE_URL!) {
    this.client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  }
  async connect(): Promise<void> {
    await this.client.connect();
  }
  async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.client.query(text, values)).rows as T[];
  }
  async company(
    name: string,
    props: { country?: string; memberSince?: string | null } = {},
  ): Promise<number> {
    const [row] = await this.rows<{ id: number }>(
      `insert into company (name, country_code, member_since) values ($1, $2, $3) returning id`,
      [name, props.country ?? 'NL', props.memberSince === undefined ? '2020-01-01' : props.memberSince],
    );
    return row!.id;
  }
  async part(
    companyId: number,
    partNumber: string,
    props: Partial<{
      manufacturer: string;
      description: string;
      quantity: number;
      condition: string;
      price: number;
    }> = {},
  ): Promise<number> {
    const [row] = await this.rows<{ id: string }>(
      `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        companyId,
        partNumber,
        props.manufacturer ?? 'HPE',
        props.description ?? 'Server part',
        props.quantity ?? 1,
        props.condition ?? 'REF',
        props.price ?? 100,
      ],
    );
    return Number(row!.id);
  }
  end(): Promise<void> {
    return this.client.end();
  }
}

/** Years ago as an ISO date (membership starts for tiers). */
export const yearsAgo = (years: number): string => `${new Date().getUTCFullYear() - years}-01-01`;
