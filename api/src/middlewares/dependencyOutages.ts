import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import { isDependencyOutage, ServiceUnavailableError } from '../outage/dependencyOutage.ts';

/**
 * Answers a dependency outage thrown by anything below with a 503 the user can read (instead of a 500 after a
 * long wait), in the product's error shape; logged once, as a warning without a stack (an outage makes many).
 * Everything else passes unchanged to the error handler above.
 */
export function dependencyOutages(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      const answer = ServiceUnavailableError();
      ctx.state.log.warn({ cause: (error as Error).message }, 'a dependency is unavailable: answered 503');
      ctx.remove('X-Updated-User');
      for (const [name, value] of Object.entries(answer.options.headers ?? {})) ctx.set(name, value);
      ctx.status = answer.status;
      ctx.body = { status: answer.status, msg: answer.message };
    }
  };
}
