import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { AppState, RouteContext } from './context.ts';
import { requireUser } from './middlewares/authenticate.ts';
import { validate, type RouteInput, type RouteSchemas } from './middlewares/validate.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The context of a handler: the route context plus its validated input. */
export type HandlerContext<S extends RouteSchemas> = RouteContext & { input: RouteInput<S> };

/** A route: how it is called, what it accepts, the middleware before validation, and the handler. */
export interface RouteDefinition<S extends RouteSchemas> {
  method: HttpMethod;
  /** Full path in @koa/router syntax, e.g. '/api/misc/randomBanners/:id/incrementNumClicked'. */
  path: string;
  summary: string;
  tags: string[];
  description?: string;
  schemas?: S;
  /** Zod schema of the success body, for the OpenAPI document only. */
  response?: z.ZodType;
  /** Middleware run before validation, in order: rate limits, authentication. */
  use?: Middleware<AppState>[];
  /** Left out of the OpenAPI document (dev pages). */
  hidden?: boolean;
  handler: (ctx: HandlerContext<S>) => Promise<void> | void;
}

/** What the OpenAPI document is built from. */
export interface DocumentedRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  signedIn: boolean;
  schemas: RouteSchemas;
  response?: z.ZodType;
}

/** The app's router: every route registers its zod schemas, which feed validate() and /api/docs. */
export class ApiRouter {
  readonly koa = new Router<AppState>();
  readonly documented: DocumentedRoute[] = [];

  route<S extends RouteSchemas>(definition: RouteDefinition<S>): this {
    const { method, path, schemas = {} as S, use = [], handler } = definition;
    if (!definition.hidden) {
      this.documented.push({
        method,
        path,
        summary: definition.summary,
        description: definition.description,
        tags: definition.tags,
        signedIn: use.includes(requireUser),
        schemas,
        response: definition.response,
      });
    }
    const stack: Middleware<AppState>[] = [
      ...use,
      validate(schemas),
      async (ctx) => handler(ctx as unknown as HandlerContext<S>),
    ];
    (this.koa[method] as (path: string, ...middleware: Middleware<AppState>[]) => Router<AppState>)(
      path,
      ...stack,
    );
    return this;
  }
}
