import { NotFoundError } from '../../errors.ts';
import { presentFaq, presentHelpVideo, presentMediaDocument } from '../../presenters/misc.ts';
import { listFaq, listHelpVideos, listMediaDocuments, loadMediaDocument } from '../../queries/content.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  DocumentBytesAnswer,
  DocumentSlugParams,
  FaqAnswer,
  HelpVideosAnswer,
  MediaDocumentsAnswer,
} from './schema.ts';

const tags = ['misc'];

/** Content of the static pages kept in the database: help videos, the FAQ and the media kit's documents. */
export function contentRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/misc/helpVideos',
    tags,
    summary: "The help page's tutorial videos, by id",
    response: HelpVideosAnswer,
    handler: async (ctx) => okPayload((await listHelpVideos(ctx.state.em)).map(presentHelpVideo)),
  });

  api.route({
    method: 'get',
    path: '/api/misc/faq',
    tags,
    summary: "The help page's frequently asked questions, in their order",
    response: FaqAnswer,
    handler: async (ctx) => okPayload((await listFaq(ctx.state.em)).map(presentFaq)),
  });

  api.route({
    method: 'get',
    path: '/api/misc/documents',
    tags,
    summary: "The media kit's downloadable documents: the meeting reports newest first, then the others",
    response: MediaDocumentsAnswer,
    handler: async (ctx) => okPayload((await listMediaDocuments(ctx.state.em)).map(presentMediaDocument)),
  });

  api.route({
    method: 'get',
    path: '/api/misc/documents/:slug',
    tags,
    summary: 'Download a media kit document',
    description:
      'The file with its content type (application/pdf) as an attachment named `{slug}.pdf`. 404 for a ' +
      'slug that names no document.',
    schemas: { params: DocumentSlugParams },
    response: DocumentBytesAnswer,
    handler: async (ctx) => {
      const doc = await loadMediaDocument(ctx.state.em, ctx.input.params.slug);
      if (!doc) throw NotFoundError('Document not found');
      ctx.set('Content-Disposition', `attachment; filename="${doc.slug}.pdf"`);
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = doc.contentType;
      return Buffer.from(doc.content);
    },
  });
}
