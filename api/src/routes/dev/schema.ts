import { z } from 'zod';
import { optionalText } from '../../validation/fields.ts';

export const OutboxQuery = z.object({
  /** Only mails whose recipient contains this text (case-insensitive). */
  to: optionalText(254),
});
