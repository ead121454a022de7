import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header of the simulated provider's webhook calls: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIMULATED_SIGNATURE_HEADER = 'X-Simulated-Signature';

/** Deliveries older (or further ahead) than this are refused: a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header for a body at a time (what the simulated provider sends). */
export function signSimulatedBody(secret: string, body: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/**
 * Why a signature header does not prove the body came from the simulated provider just now, or null when it
 * does: HMAC-SHA256 over `timestamp.body`, compared in constant time, within the tolerance.
 */
export function simulatedSignatureProblem(
  secret: string,
  body: string,
  header: string,
  now: Date = new Date(),
): string | null {
  if (!header) return 'missing signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale timestamp';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'wrong signature';
}
