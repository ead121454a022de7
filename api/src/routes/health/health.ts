import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Dependency } from '../../outage/dependencyOutage.ts';

/** Longest wait on one dependency: a health check that hangs is worse than one that says 'down'. */
const CHECK_TIMEOUT_MS = 1_000;

/** The paths of the health check: for probes (compose, load balancers) and behind nginx's /api relay. */
export const HEALTH_PATHS = ['/health', '/api/health'];

export type DependencyState = 'up' | 'down';
export type HealthReport = Record<Dependency, DependencyState>;

export interface HealthDeps {
  orm: MikroORM;
  redis: Redis;
}

async function within(check: Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL and Redis, each answered within a second. */
export async function checkHealth({ orm, redis }: HealthDeps): Promise<HealthReport> {
  const [postgres, redisState] = await Promise.all([
    within(orm.em.fork().getConnection().execute('select 1')),
    within(redis.ping()),
  ]);
  return { postgres, redis: redisState };
}

/** The answer of GET /health: 200 when every dependency is up, else 503 naming the ones down. */
export function healthAnswer(report: HealthReport): { status: 200 | 503; body: object } {
  const down = (Object.keys(report) as Dependency[]).filter((name) => report[name] === 'down');
  if (!down.length) return { status: 200, body: { status: 200, msg: 'ok', payload: report } };
  return { status: 503, body: { status: 503, msg: `unavailable: ${down.join(', ')}`, payload: report } };
}

/**
 * GET /health (and /api/health): liveness and readiness in one, for compose and load balancers; names which
 * dependency is down, and nothing else (no versions, hosts or errors). Not logged per request.
 */
export function healthCheck(deps: HealthDeps): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || !HEALTH_PATHS.includes(ctx.path)) return next();
    const { status, body } = healthAnswer(await checkHealth(deps));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.body = body;
  };
}

/** The answer while the process is starting (before its app exists): 503 'starting', for every path. */
export function startingAnswer(path: string): { status: 503; body: object; retryAfterSeconds: number } {
  const health = HEALTH_PATHS.includes(path);
  return {
    status: 503,
    retryAfterSeconds: 5,
    body: health
      ? { status: 503, msg: 'starting' }
      : { status: 503, msg: 'The service is starting, please try again in a moment.' },
  };
}
