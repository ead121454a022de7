import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { z } from 'zod';
import { requiredKey } from '../secrets/installationKeys.ts';

/**
 * Part ids run in blocks per company (an import inserts a company's parts together), so a visitor who saw
 * them could group rows by seller and, with one known part, name the seller of all. Visitors therefore get
 * an opaque token per part instead: the id encrypted with a server key (AES-256 on one block, a keyed
 * permutation, so neighbouring ids give unrelated tokens), which the part detail, landing and RFQ routes
 * accept back. A token is stable for its part as long as the key is.
 */

/** First half of a token's plain block: a token not made with the key decrypts to it with odds of 2^-64. */
const MAGIC = Buffer.from('tbs-part', 'ascii');
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** PostgreSQL's largest integer, the type of part ids. */
const MAX_ID = 2_147_483_647;

/** Encodes part ids as visitor tokens and back, with one key. */
export class PartTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`tbs part token\0${secret}`).digest();
  }

  /** The token of a part id (22 URL-safe characters). */
  encode(id: number): string {
    const block = Buffer.alloc(16);
    MAGIC.copy(block);
    block.writeBigUInt64BE(BigInt(id), 8);
    const cipher = createCipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
  }

  /** The part id of a token, or undefined when the token was not made with this key. */
  decode(token: string): number | undefined {
    if (!TOKEN.test(token)) return undefined;
    const decipher = createDecipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(Buffer.from(token, 'base64url')), decipher.final()]);
    if (block.length !== 16 || !block.subarray(0, 8).equals(MAGIC)) return undefined;
    const id = block.readBigUInt64BE(8);
    return id >= 1n && id <= BigInt(MAX_ID) ? Number(id) : undefined;
  }
}

let tokens: PartTokens | undefined;

/**
 * The process's part tokens, keyed by PART_TOKEN_KEY (outside production, unset, the installation's own key).
 * Throws without a key (called at start-up by the routes, so the api does not start without it).
 */
export function partTokens(): PartTokens {
  tokens ??= new PartTokens(requiredKey('PART_TOKEN_KEY'));
  return tokens;
}

/** How a part is named in a request: its id (members) or its visitor token (anyone). */
export type PartRef = number | string;

/** A part id (digits) or a visitor token, in a path, a query string or a JSON body. */
export const partRefField = () =>
  z.union(
    [
      z.number().int().min(1).max(MAX_ID),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(MAX_ID)),
      z.string().regex(TOKEN),
    ],
    { error: 'This field must be a part id' },
  );

/**
 * The part id a request names, or undefined (answered 'Part not found.'). Visitors must use tokens: with
 * plain ids they could walk /api/parts/1, 2, 3... and rebuild the per-company blocks the tokens hide.
 */
export function partIdOfRef(ref: PartRef, member: boolean): number | undefined {
  if (typeof ref === 'string') return partTokens().decode(ref);
  return member ? ref : undefined;
}

/** The id a visitor sees for a part. */
export const visitorPartId = (id: number): string => partTokens().encode(id);
