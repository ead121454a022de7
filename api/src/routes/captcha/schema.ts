import { z } from 'zod';
import { answer } from '../../respond.ts';

/** An ALTCHA challenge as the widget reads it (altcha-lib's Challenge), beside the usual status. */
export const ChallengeAnswer = answer({
  parameters: z
    .strictObject({
      algorithm: z.string().describe("'PBKDF2/SHA-256'"),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().int().optional(),
      parallelism: z.number().int().optional(),
      expiresAt: z.number().int().optional().describe('Unix time in seconds'),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    })
    .meta({ id: 'CaptchaChallengeParameters' }),
  signature: z.string().optional(),
});
