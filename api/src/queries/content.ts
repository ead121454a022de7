import type { EntityManager } from '@mikro-orm/postgresql';
import { Faq, HelpVideo, MediaDocument } from '@tbs/db';

/** The help page's tutorial videos, by id. */
export function listHelpVideos(em: EntityManager) {
  return em.find(HelpVideo, {}, { orderBy: { id: 'asc' } });
}

/** The help page's questions, in their order. */
export function listFaq(em: EntityManager) {
  return em.find(Faq, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/** The media kit's documents without their content: meeting reports by year (newest first), then the others. */
export function listMediaDocuments(em: EntityManager) {
  return em.find(
    MediaDocument,
    {},
    {
      fields: ['slug', 'title', 'year', 'contentType', 'size'],
      orderBy: { year: 'desc nulls last', slug: 'asc' },
    },
  );
}

/** One media kit document with its content, or null. */
export function loadMediaDocument(em: EntityManager, slug: string) {
  return em.findOne(MediaDocument, { slug });
}
