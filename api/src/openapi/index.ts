/** @tbs/api/openapi: the api's OpenAPI document, built from the route table (`npm run contract:*`). */
import { useInstallationKeys } from '@tbs/config';
import { createApiRouter } from '../routes/index.ts';
import { newInstallationKeys } from '../secrets/installationKeys.ts';
import { buildOpenApiDocument } from './document.ts';

/** The OpenAPI document of the current route table, built without a database. */
export function openApiDocument(): Record<string, unknown> {
  // The document names no key, but routes check theirs when built: throwaway ones, as no database is read here.
  useInstallationKeys(newInstallationKeys());
  return buildOpenApiDocument(createApiRouter({ dev: false }).documented);
}
