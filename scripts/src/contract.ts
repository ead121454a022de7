/**
 * The HTTP contract. `npm run contract:generate` writes the api's OpenAPI document (api/openapi.json, built
 * from the route table without a database) and the web app's types from it; `npm run contract:check` (in
 * `npm test`) fails when api/openapi.json is stale; `npm run contract:types` writes only the web's types
 * (web/src/api/generated/openapi.ts, not committed) from the committed document, before type-checking.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const DOCUMENT = fileURLToPath(new URL('../../api/openapi.json', import.meta.url));
const TYPES = fileURLToPath(new URL('../../web/src/api/generated/openapi.ts', import.meta.url));

const TYPES_HEADER = `/**
 * The HTTP contract of the api, generated from api/openapi.json by \`npm run contract:types\`. Not committed:
 * change the route's zod schemas (api/src), run \`npm run contract:generate\` and commit api/openapi.json.
 */
`;

/** Text formatted as the repository formats files of that kind. */
async function formatted(text: string, file: string, parser: 'json' | 'typescript'): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), parser });
}

/** The OpenAPI document of the current route table, as committed. */
async function currentDocument(): Promise<string> {
  // Imported here so `contract:types` needs nothing of the api.
  const { openApiDocument } = await import('@tbs/api/openapi');
  return formatted(JSON.stringify(openApiDocument()), DOCUMENT, 'json');
}

/** Writes the web's types from the document text. */
async function writeTypes(documentText: string): Promise<void> {
  const types = astToString(await openapiTS(JSON.parse(documentText) as OpenAPI3, { exportType: true }));
  // The folder is not committed: a fresh clone has none.
  await mkdir(dirname(TYPES), { recursive: true });
  await writeFile(TYPES, await formatted(`${TYPES_HEADER}${types}`, TYPES, 'typescript'));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, types: { type: 'boolean', default: false } },
  });
  if (values.types) {
    await writeTypes(await readFile(DOCUMENT, 'utf8'));
    return 0;
  }
  const expected = await currentDocument();
  if (values.check) {
    if ((await readFile(DOCUMENT, 'utf8').catch(() => '')) === expected) return 0;
    console.error(
      "api/openapi.json is stale: the api's routes changed. Run `npm run contract:generate` and commit it.",
    );
    return 1;
  }
  await writeFile(DOCUMENT, expected);
  await writeTypes(expected);
  console.log(`Wrote ${DOCUMENT} and ${TYPES}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
