import { z } from 'zod';

/** A 0/1 flag as the spec's answers carry booleans. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof FlagSchema>;

/** A boolean as a 0/1 flag. */
export const toFlag = (value: boolean): Flag => (value ? 1 : 0);

/** The tier flag trio of a company (exactly one is 1 for a tiered company). */
export const tierFlagFields = { isTrusted: FlagSchema, isGold: FlagSchema, isDiamond: FlagSchema };

/** An ISO 8601 date-time. */
export const dateTime = () => z.string().describe('ISO 8601 date-time');

/** What visitors see instead of a member company's name. */
export const MASKED_COMPANY_NAME = 'TBS Member';
