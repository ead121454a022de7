import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { AppContextExtras, AppState, RouteContext, SignedIn } from './context.ts';
import { AuthenticationError, InternalError, SessionEndedError } from './errors.ts';
import { validate, type RouteInput, type RouteSchemas } from './middlewares/validate.ts';
import { enforceBlocks, type BlockKind } from './policies/block.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: everyone, or signed-in members only (401 'Please sign in' for visitors). */
export type Access = 'public' | 'member';

/** The signed-in contact as a handler sees it: always there on member routes, maybe on public ones. */
type AuthOf<A extends Access> = A extends 'member' ? SignedIn : SignedIn | undefined;

/** The context of a handler: the route context, its validated input and who is signed in. */
export type HandlerContext<S extends RouteSchemas, A extends Access = Access> = RouteContext & {
  input: RouteInput<S>;
  auth: AuthOf<A>;
};

/** A route: how it is called, who may call it, what it accepts and answers, and the handler. */
export interface RouteDefinition<S extends RouteSchemas, R extends z.ZodType, A extends Access> {
  method: HttpMethod;
  /** Full path in @koa/router syntax, e.g. '/api/misc/randomBanners/:id/incrementNumClicked'. */
  path: string;
  summary: string;
  tags: string[];
  description?: string;
  /** Defaults to 'public'. */
  access?: A;
  /**
   * The blocks (force-pay, ended trial, custom block, mandatory 2FA, forced logout: policies/block.ts) during
   * which a blocked member may still call this route, because it resolves them or is always needed. Empty by
   * default: a blocked member gets 403 with the block on member routes and is served as a visitor on public
   * ones, so a new route is closed to blocked members unless it says otherwise.
   */
  duringBlock?: readonly BlockKind[];
  /**
   * Serve a bearer token whose session ended as a visitor instead of answering 401 'Your session has ended':
   * only signing in and signing out, which a client holding a dead token must still be able to do.
   */
  acceptsEndedSession?: boolean;
  schemas?: S;
  /** The body of a success (200): the OpenAPI document's answer, the handler's return type, checked in tests. */
  response: R;
  /** Middleware after the access check and before validation, in order: rate limits, policies. */
  use?: Middleware<AppState, AppContextExtras>[];
  /** Left out of the OpenAPI document (dev pages). */
  hidden?: boolean;
  /**
   * The file parts of a multipart/form-data body (its text fields are `schemas.body`): the OpenAPI document
   * describes the body as a form with these binary parts. The route's `use` parses the form.
   */
  files?: readonly string[];
  /** Authorizes, does the work and returns the presented body; ctx.body is set from it. */
  handler: (ctx: HandlerContext<S, A>) => Promise<z.input<R>> | z.input<R>;
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
  response: z.ZodType;
  files?: readonly string[];
}

/** 401 'Your session has ended' for a bearer token without a live session (middlewares/authenticate.ts). */
const refuseEndedSession: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  if (ctx.state.sessionEnded) throw SessionEndedError();
  await next();
};

/** 401 'Please sign in' unless a contact is signed in. */
const requireMember: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  if (!ctx.state.auth) throw AuthenticationError();
  await next();
};

export interface ApiRouterOptions {
  /** Check every success body against its route's response schema (tests): a drift is a 500, logged. */
  checkResponses?: boolean;
}

/**
 * The app's router: every route registers its zod schemas, which feed validate(), the OpenAPI document
 * at /api/docs and the web app's generated types. Routes are static definitions: the services a handler
 * needs come with the request (ctx.services), so the table can be built without a database.
 */
export class ApiRouter {
  readonly koa = new Router<AppState, AppContextExtras>();
  readonly documented: DocumentedRoute[] = [];
  private readonly checkResponses: boolean;

  constructor(options: ApiRouterOptions = {}) {
    this.checkResponses = options.checkResponses ?? false;
  }

  route<S extends RouteSchemas, R extends z.ZodType, A extends Access = 'public'>(
    definition: RouteDefinition<S, R, A>,
  ): this {
    const { method, path, schemas = {} as S, use = [], handler, response, access = 'public' } = definition;
    const duringBlock = definition.duringBlock ?? [];
    if (!definition.hidden) {
      this.documented.push({
        method,
        path,
        summary: definition.summary,
        description: definition.description,
        tags: definition.tags,
        signedIn: access === 'member',
        schemas,
        response,
        files: definition.files,
      });
    }
    const checkResponses = this.checkResponses;
    const stack: Middleware<AppState, AppContextExtras>[] = [
      ...(definition.acceptsEndedSession ? [] : [refuseEndedSession]),
      ...(access === 'member' ? [requireMember] : []),
      enforceBlocks(access, duringBlock),
      ...use,
      validate(schemas),
      async (ctx) => {
        const handlerCtx = ctx as unknown as HandlerContext<S, A>;
        handlerCtx.auth = ctx.state.auth as AuthOf<A>;
        const body = await handler(handlerCtx);
        if (checkResponses) checkResponse(ctx as RouteContext, response, body);
        ctx.status = 200;
        ctx.body = body;
      },
    ];
    (this.koa[method] as (path: string, ...middleware: Middleware<AppState, AppContextExtras>[]) => unknown)(
      path,
      ...stack,
    );
    return this;
  }
}

/** Throws (a logged 500) when a body does not match the route's declared response. */
function checkResponse(ctx: RouteContext, response: z.ZodType, body: unknown): void {
  const checked = response.safeParse(body);
  if (checked.success) return;
  ctx.state.log.error(
    { path: ctx.path, issues: checked.error.issues },
    'answer does not match its declared response schema',
  );
  throw InternalError();
}
