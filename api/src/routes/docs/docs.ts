import { z } from 'zod';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import type { ApiRouter } from '../../router.ts';

/** GET /api/docs: the OpenAPI 3.1 document, built once from every registered route. */
export function docsRoutes(api: ApiRouter): void {
  let document: Record<string, unknown> | undefined;
  api.route({
    method: 'get',
    path: '/api/docs',
    tags: ['docs'],
    summary: 'This OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
    handler: () => (document ??= buildOpenApiDocument(api.documented)),
  });
}
