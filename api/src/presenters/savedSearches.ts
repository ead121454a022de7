import { z } from 'zod';
import { dateTime, FlagSchema } from './viewFields.ts';

/** A saved search as its owner sees it (the spec's fields: search, listType, broadcastType, companyId...). */
export const SavedSearchSchema = z
  .strictObject({
    id: z.number().int(),
    search: z.string(),
    q: z.string().describe('The same as search (the spec names both)'),
    /** The broadcast list id, or null for every list. */
    listType: z.number().int().nullable(),
    broadcastListName: z.string().nullable(),
    /** WTB or WTS, or null for both. */
    broadcastType: z.enum(['WTB', 'WTS']).nullable(),
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
    isDigest: FlagSchema,
    doUpdateImmediately: FlagSchema,
    created: dateTime(),
    createdDT: dateTime().describe('The same as created (the spec names both)'),
    lastHit: dateTime().nullable(),
    lastHitDT: dateTime().nullable().describe('The same as lastHit (the spec names both)'),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearchView = z.infer<typeof SavedSearchSchema>;
