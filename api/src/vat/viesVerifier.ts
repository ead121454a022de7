import type { VatVerification } from '@tbs/rules';
import type { VatVerifier } from './verifier.ts';

/** Definite answers are kept this long: a quote and its order ask once, and VIES limits callers. */
const ANSWER_TTL_MS = 60 * 60 * 1000;
const MAX_KEPT_ANSWERS = 1000;

/** VIES's own words for "the number was checked" (anything else in userError means it could not check). */
const CHECKED = new Set(['VALID', 'INVALID']);

interface ViesAnswer {
  valid?: unknown;
  userError?: unknown;
}

/**
 * VIES over REST: POST {countryCode, vatNumber} (the number without its prefix; Greece is EL) answers
 * {valid, userError, ...}. A non-200, an error body (MS_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, ...), an
 * unreadable body or no answer within the timeout is 'unavailable'.
 */
export class ViesVatVerifier implements VatVerifier {
  readonly name = 'vies';
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly answers = new Map<string, { verification: VatVerification; until: number }>();

  constructor(options: { url: string; timeoutMs: number }) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs;
  }

  async verify(vatNumber: string): Promise<VatVerification> {
    const kept = this.answers.get(vatNumber);
    if (kept && kept.until > Date.now()) return kept.verification;
    const verification = await this.ask(vatNumber);
    if (verification !== 'unavailable') this.keep(vatNumber, verification);
    return verification;
  }

  private async ask(vatNumber: string): Promise<VatVerification> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ countryCode: vatNumber.slice(0, 2), vatNumber: vatNumber.slice(2) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status !== 200) return 'unavailable';
      const answer = (await response.json()) as ViesAnswer;
      if (typeof answer.valid !== 'boolean') return 'unavailable';
      if (answer.userError !== undefined && !CHECKED.has(String(answer.userError))) return 'unavailable';
      return answer.valid ? 'valid' : 'invalid';
    } catch {
      return 'unavailable';
    }
  }

  private keep(vatNumber: string, verification: VatVerification): void {
    if (this.answers.size >= MAX_KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(vatNumber, { verification, until: Date.now() + ANSWER_TTL_MS });
  }
}
