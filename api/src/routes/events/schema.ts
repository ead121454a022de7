import { z } from 'zod';
import { cleanText, MAX_ID, optionalText, requiredText } from '../../validation/fields.ts';

/**
 * What one anonymous event may store: a few flat properties (the web sends step numbers, flags and names),
 * so a request can never put more than a few KB into usage_event.
 */
export const EVENT_PROPS_LIMITS = { properties: 20, nameLength: 40, textLength: 200 } as const;

const PROP_NAME = cleanText(z.string().min(1).max(EVENT_PROPS_LIMITS.nameLength));

const propValue = z.union(
  [cleanText(z.string().max(EVENT_PROPS_LIMITS.textLength)), z.number(), z.boolean(), z.null()],
  { error: 'This field must be a text, a number, true or false' },
);

const eventProps = z.record(z.string(), propValue).check((check) => {
  const names = Object.keys(check.value);
  if (names.length > EVENT_PROPS_LIMITS.properties) {
    check.issues.push({
      code: 'custom',
      input: check.value,
      message: `This field must have at most ${EVENT_PROPS_LIMITS.properties} properties`,
    });
  }
  if (names.some((name) => !PROP_NAME.safeParse(name).success)) {
    check.issues.push({
      code: 'custom',
      input: check.value,
      message: `This field must have property names of 1 to ${EVENT_PROPS_LIMITS.nameLength} characters without control characters`,
    });
  }
});

export const EventSchema = z.object({
  name: requiredText(80),
  props: eventProps.optional(),
});
export type EventReq = z.infer<typeof EventSchema>;

export const FeatureEventSchema = z.object({
  featureId: z.union([z.number().int().min(0).max(MAX_ID), requiredText(40)], {
    error: 'This field must be a whole number or a text',
  }),
  status: z.enum(['Success', 'Failed']),
  key: requiredText(100),
  errorMessage: optionalText(1000),
});
export type FeatureEventReq = z.infer<typeof FeatureEventSchema>;
