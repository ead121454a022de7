import type { Middleware } from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppState } from '../context.ts';

/** Gives each request its own EntityManager fork (identity map), also reachable through RequestContext. */
export function requestEntityManager(orm: MikroORM): Middleware<AppState> {
  return (ctx, next) =>
    RequestContext.create(orm.em, async () => {
      ctx.state.em = RequestContext.getEntityManager() as EntityManager;
      await next();
    });
}
