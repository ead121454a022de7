import { z } from 'zod';
import { dateTime, FlagSchema } from './viewFields.ts';

/**
 * A recommendation as the owner of the recommended company sees it: pending ones too, `status` 0 (the spec's
 * "absent or falsy means pending approval"), approved ones 1.
 */
export const OwnerRecommendationSchema = z
  .strictObject({
    id: z.number().int(),
    description: z.string(),
    contactName: z.string(),
    companyName: z.string(),
    /** The recommender's company, for a link to its page. */
    companyId: z.number().int(),
    dt: dateTime().describe('When it was approved; for a pending one, when it was sent'),
    status: FlagSchema.describe('0: waiting for approval, 1: approved (public)'),
  })
  .meta({ id: 'OwnerRecommendation' });
export type OwnerRecommendationView = z.infer<typeof OwnerRecommendationSchema>;
