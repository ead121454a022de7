import { z } from 'zod';
import { optionalText, requiredText } from '../../validation/fields.ts';

export const EventSchema = z.object({
  name: requiredText(80),
  props: z.record(z.string(), z.unknown()).optional(),
});
export type EventReq = z.infer<typeof EventSchema>;

export const FeatureEventSchema = z.object({
  featureId: z.union([z.number().int(), requiredText(40)]),
  status: z.enum(['Success', 'Failed']),
  key: requiredText(100),
  errorMessage: optionalText(1000),
});
export type FeatureEventReq = z.infer<typeof FeatureEventSchema>;
