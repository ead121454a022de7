/**
 * `npm run contract:generate` writes the web app's API types (web/src/api/generated/openapi.ts) from the
 * api's OpenAPI document, built from the route table without a database; `npm run contract:check` (part of
 * `npm test`) fails when that file is stale, so no web type is a hand copy of a server type.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from '@tbs/api/openapi/document';
import { createApiRouter } from '@tbs/api/routes/index';

const TARGET = fileURLToPath(new URL('../../web/src/api/generated/openapi.ts', import.meta.url));

const HEADER = `/**
 * The HTTP contract of the api, generated from its OpenAPI document by \`npm run contract:generate\`.
 * Do not edit: change the route's zod schemas (api/src) and generate again; \`npm test\` fails while stale.
 */
`;

/** The generated file's text, formatted as the repository formats TypeScript. */
async function generatedContract(): Promise<string> {
  const document = buildOpenApiDocument(createApiRouter({ dev: false }).documented);
  const types = astToString(await openapiTS(document as unknown as OpenAPI3, { exportType: true }));
  const options = await resolveConfig(TARGET);
  return format(`${HEADER}${types}`, { ...options, parser: 'typescript' });
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const expected = await generatedContract();
  if (!values.check) {
    await writeFile(TARGET, expected);
    console.log(`Wrote ${TARGET}`);
    return 0;
  }
  const current = await readFile(TARGET, 'utf8').catch(() => '');
  if (current === expected) return 0;
  console.error(
    "web/src/api/generated/openapi.ts is stale: the api's routes changed. Run `npm run contract:generate` and commit it.",
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
