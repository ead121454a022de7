import { z } from 'zod';
import type { DocumentedRoute } from '../router.ts';
import { ErrorAnswerSchema } from './answers.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of what a client sends or receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

function parameters(location: 'path' | 'query', schema: z.ZodType | undefined) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const genericSuccess = {
  type: 'object',
  properties: { status: { const: 200 }, payload: {} },
  required: ['status'],
};

/** The OpenAPI 3.1 document of the registered routes, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/(^|[/_-])(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      parameters: [...parameters('path', route.schemas.params), ...parameters('query', route.schemas.query)],
      ...(route.schemas.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.schemas.body, 'input') } },
            },
          }
        : {}),
      ...(route.signedIn ? { security: [{ bearer: [] }] } : {}),
      responses: {
        200: {
          description: 'Success (`status` in the body equals the HTTP status)',
          content: {
            'application/json': {
              schema: route.response ? jsonSchema(route.response, 'output') : genericSuccess,
            },
          },
        },
        ...(route.schemas.body || route.schemas.query || route.schemas.params
          ? { 400: errorResponse('Invalid input: `msg` is the first problem, `errors` names each field') }
          : {}),
        ...(route.signedIn ? { 401: errorResponse("Not signed in: 'Please sign in'") } : {}),
        500: errorResponse("'Something went wrong'"),
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
        bearer: { type: 'http', scheme: 'bearer', description: 'The token returned by login' },
      },
      schemas: { Error: jsonSchema(ErrorAnswerSchema, 'output') },
    },
    paths,
  };
}
