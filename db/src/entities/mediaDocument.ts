import { defineEntity, p } from '@mikro-orm/core';

/** The only document types the media kit serves (its downloads are sent with this type). */
export const MEDIA_DOCUMENT_TYPES = ['application/pdf'] as const;

/**
 * A downloadable file of the media kit, e.g. the yearly European Broker Meeting report. Kept in the database
 * (not on a web root) so every listed document can be downloaded on every api process and survives a deploy.
 */
export const MediaDocument = defineEntity({
  name: 'MediaDocument',
  properties: {
    id: p.integer().primary(),
    /** The download's name without extension, e.g. 'ebm-2019': letters, digits and dashes. */
    slug: p.string().length(100).unique('media_document_slug_unique'),
    title: p.string().length(200),
    /** The meeting year of a report; null for other documents. */
    year: p.smallint().nullable(),
    contentType: p.enum(MEDIA_DOCUMENT_TYPES),
    size: p.integer().check('size > 0'),
    content: p.blob(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'media_document_slug_check', expression: "slug ~ '^[a-z0-9-]+$'" }],
});
