import { z } from 'zod';
import type { DocumentedRoute } from '../router.ts';
import { ALSO_TAKES_TEXT } from '../validation/fields.ts';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
};

/** Every answer that is not a 200: `status` equals the HTTP status, `msg` is for people. */
const ErrorAnswerSchema = z
  .strictObject({
    status: z.number().int(),
    msg: z.string(),
    errors: z.array(z.strictObject({ param: z.string(), msg: z.string() })).optional(),
    payload: z
      .unknown()
      .optional()
      .describe('Details some failures carry, e.g. the report of a failed import'),
  })
  .meta({ id: 'Error' });

const COMPONENTS = '#/components/schemas/';

/**
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of what a client sends or receives. Schemas with
 * an id (`.meta({ id })`, the presenters' views) are moved into `components`, referenced by name.
 */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, unknown>,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs = {},
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: json }) => {
      if (io !== 'input' || !ALSO_TAKES_TEXT.has(zodSchema)) return;
      const asNumber = { ...json };
      for (const key of Object.keys(json)) delete json[key];
      json.anyOf = [asNumber, { type: 'string' }];
    },
  }) as JsonSchema;
  for (const [id, definition] of Object.entries($defs)) components[id] = pointAtComponents(definition);
  return pointAtComponents(rest) as JsonSchema;
}

/** The same JSON with every `#/$defs/X` reference turned into `#/components/schemas/X`. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string'
        ? [key, inner.replace(/^#\/\$defs\//, COMPONENTS)]
        : [key, pointAtComponents(inner)],
    ),
  );
}

function parameters(
  location: 'path' | 'query',
  schema: z.ZodType | undefined,
  components: Record<string, unknown>,
) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input', components);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The failures routes share, declared once and referenced by name. */
const ERROR_RESPONSES = {
  Invalid: 'Invalid input: `msg` is the first problem, `errors` names each field',
  SignInRequired: "Not signed in: 'Please sign in'",
  Failed: "'Something went wrong'",
};
const errorResponse = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The operation id of a route: method and path in camel case ('getApiPartsStatsPartNumberNorm'). */
function operationId(method: string, path: string): string {
  return `${method}${path.replace(/[{}:]/g, '').replace(/(^|[/_-])(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
}

/** The OpenAPI 3.1 document of the registered routes, generated from their zod schemas. */
/** A JSON body, or a multipart form: the body schema's fields plus the route's binary file parts. */
function requestBody(
  route: DocumentedRoute,
  body: z.ZodType,
  components: Record<string, unknown>,
): Record<string, unknown> {
  const schema = jsonSchema(body, 'input', components);
  if (!route.files?.length) return { required: true, content: { 'application/json': { schema } } };
  const files = {
    type: 'object',
    properties: Object.fromEntries(route.files.map((name) => [name, { type: 'string', format: 'binary' }])),
    required: [...route.files],
  };
  const form = { allOf: [schema, files] };
  return { required: true, content: { 'multipart/form-data': { schema: form } } };
}

export function buildOpenApiDocument(routes: readonly DocumentedRoute[]): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  jsonSchema(ErrorAnswerSchema, 'output', components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const { schemas } = route;
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, path),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      parameters: [
        ...parameters('path', schemas.params, components),
        ...parameters('query', schemas.query, components),
      ],
      ...(schemas.body ? { requestBody: requestBody(route, schemas.body, components) } : {}),
      ...(route.signedIn ? { security: [{ bearer: [] }] } : {}),
      responses: {
        200: {
          description: 'Success (`status` in the body equals the HTTP status)',
          content: { 'application/json': { schema: jsonSchema(route.response, 'output', components) } },
        },
        ...(schemas.body || schemas.query || schemas.params ? { 400: errorResponse('Invalid') } : {}),
        ...(route.signedIn ? { 401: errorResponse('SignInRequired') } : {}),
        500: errorResponse('Failed'),
      },
    };
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'TBS API',
      version: '1.0.0',
      description:
        'Every answer is JSON with `status` equal to the HTTP status. Successes carry `payload`; failures `msg` ' +
        'and optionally `errors: [{param, msg}]`. Every answer has an X-Request-Id header; answers that change ' +
        'the signed-in user carry X-Updated-User (base64url JSON of the User object).',
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The token returned by login. A token whose session ended is answered 401 'Your session has ended' " +
            '(payload.sessionEnded) on every call but login and logout; send none to call as a visitor.',
        },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: `${COMPONENTS}Error` } } } },
        ]),
      ),
    },
    paths,
  };
}
