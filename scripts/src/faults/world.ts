/**
 * The fault suite's world: the products under test (two launchers, so two api processes and two workers, on
 * the same databases), the steady load spread over both apis as a load balancer would, and what it confirmed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { call, type Answer, type Product } from './product.ts';
import type { Sample } from './checks.ts';

export const MEMBER = { email: 'member@demo.tbs', password: 'DemoMember!2026' };

export interface Confirmed {
  marker: string;
  mails: number;
}

export class World {
  readonly confirmed: Confirmed[] = [];
  samples: Sample[] = [];
  token = '';
  partId = 0;
  private counter = 0;
  private turn = 0;
  private loading = false;
  private loop?: Promise<void>;

  readonly products: Product[];
  readonly db: pg.Pool;

  constructor(products: Product[], db: pg.Pool) {
    this.products = products;
    this.db = db;
  }

  /**
   * One request, to the apis in turn; a refused connection (a process that is not there) is sent to the next
   * one, as a load balancer does: only a request already in flight on a process that dies fails.
   */
  async call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const first = this.turn++ % this.products.length;
    let answer: Answer | undefined;
    for (let tried = 0; tried < this.products.length; tried += 1) {
      const product = this.products[(first + tried) % this.products.length]!;
      answer = await call(product.baseUrl, method, path, options);
      if (!answer.refused) break;
    }
    return answer!;
  }

  marker(kind: string): string {
    this.counter += 1;
    return `fault-${kind}-${process.pid}-${this.counter}`;
  }

  async signIn(): Promise<Answer> {
    const answer = await this.call('POST', '/api/auth/login', { body: MEMBER });
    const token = (answer.body?.payload as { token?: string } | undefined)?.token;
    if (answer.status === 200 && token) this.token = token;
    return answer;
  }

  /** Sends a request for quote whose mails carry a marker; remembers it when the api confirmed it. */
  async requestQuote(kind = 'rfq'): Promise<Answer> {
    const marker = this.marker(kind);
    const answer = await this.call('POST', '/api/mail/sendRFQ', {
      token: this.token,
      body: {
        partId: this.partId,
        companyName: 'Fault Suite BV',
        contactName: 'Fault Suite',
        contactEmail: 'faults@example.com',
        contactTel: '+31 20 000 0000',
        requestedQuantity: 3,
        message: `Marker\n${marker}\n`,
      },
    });
    const count = (answer.body as { count?: number } | undefined)?.count;
    if (answer.status === 200) this.confirmed.push({ marker, mails: count ?? 0 });
    return answer;
  }

  /** A steady load: a search, a sign-in and a request for quote every 200 ms, each recorded. */
  startLoad(): void {
    this.loading = true;
    this.loop = (async () => {
      for (let round = 0; this.loading; round += 1) {
        const started = Date.now();
        const [search, login, rfq] = await Promise.all([
          this.call('GET', `/api/parts?query=${['cisco', 'hp', 'dell', 'xeon'][round % 4]}`),
          this.signIn(),
          this.requestQuote(),
        ]);
        this.samples.push(
          { ...search, kind: 'search' },
          { ...login, kind: 'login' },
          { ...rfq, kind: 'rfq' },
        );
        await sleep(Math.max(0, 200 - (Date.now() - started)));
      }
    })();
  }

  async stopLoad(): Promise<void> {
    this.loading = false;
    await this.loop;
  }

  sampleCount(): number {
    return this.samples.length;
  }

  takeSamples(): Sample[] {
    const taken = this.samples;
    this.samples = [];
    return taken;
  }
}
