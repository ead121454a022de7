/**
 * `npm run seed -- [--reset] [--if-empty] [--parts N] [--broadcasts N] [--companies N] [--seed N] [--now ISO]`:
 * seeds the deterministic demo world into DATABASE_URL. Refuses under NODE_ENV=production unless asked
 * explicitly (--allow-production or SEED_DEMO_IN_PRODUCTION=1). Exits 1 on any error, a usage error too.
 * In-process: main.ts only hands it the environment; tests call runSeed() with theirs.
 */
import { parseArgs } from 'node:util';
import { type CliOutput, isUsageError } from '../cli/output.ts';
import { SEED_DEFAULTS, seedDemoWorld } from './seed.ts';

/** What the seed reads from the environment. */
export interface SeedEnvironment {
  NODE_ENV: string;
  DATABASE_URL: string;
  /** '1' allows seeding under NODE_ENV=production, as --allow-production does. */
  SEED_DEMO_IN_PRODUCTION?: string | undefined;
}

const USAGE = `Usage: npm run seed -- [options]
  --companies N   companies, demo companies included (default ${SEED_DEFAULTS.companies})
  --parts N       inventory parts (default ${SEED_DEFAULTS.parts})
  --broadcasts N  broadcasts of the last 90 days (default ${SEED_DEFAULTS.broadcasts})
  --seed N        PRNG seed (default ${SEED_DEFAULTS.seed})
  --now ISO       the instant every date is relative to (default: the current time)
  --if-empty      do nothing when the company table already has rows
  --reset         truncate all domain tables first (reference data stays)
  --allow-production  seed even under NODE_ENV=production (also SEED_DEMO_IN_PRODUCTION=1): a throwaway demo only`;

const PRODUCTION_REFUSAL =
  'Refusing to seed the demo world under NODE_ENV=production: it creates demo accounts whose passwords and ' +
  '2FA key are published in the README. For a throwaway demo only, pass --allow-production ' +
  '(or set SEED_DEMO_IN_PRODUCTION=1).';

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 0)
    throw new Error(`--${name} must be a non-negative integer, got '${value}'`);
  return number;
}

async function seed(args: readonly string[], output: CliOutput, env: SeedEnvironment): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      companies: { type: 'string' },
      parts: { type: 'string' },
      broadcasts: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'allow-production': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    output.out(USAGE);
    return;
  }
  const allowProduction = values['allow-production'] || env.SEED_DEMO_IN_PRODUCTION === '1';
  if (env.NODE_ENV === 'production' && !allowProduction) throw new Error(PRODUCTION_REFUSAL);
  const now = values.now === undefined ? undefined : new Date(values.now);
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now must be an ISO date, got '${values.now}'`);
  await seedDemoWorld({
    databaseUrl: env.DATABASE_URL,
    log: (line) => output.out(line),
    companies: count('companies', values.companies, SEED_DEFAULTS.companies),
    parts: count('parts', values.parts, SEED_DEFAULTS.parts),
    broadcasts: count('broadcasts', values.broadcasts, SEED_DEFAULTS.broadcasts),
    seed: count('seed', values.seed, SEED_DEFAULTS.seed),
    now,
    ifEmpty: values['if-empty'],
    reset: values.reset,
  });
}

/** Runs `npm run seed -- <args>` on the environment's database, printing to `output`; the exit code. */
export async function runSeed(
  args: readonly string[],
  output: CliOutput,
  env: SeedEnvironment,
): Promise<number> {
  try {
    await seed(args, output, env);
    return 0;
  } catch (error) {
    output.error(error instanceof Error ? error.message : String(error));
    if (isUsageError(error)) output.error(USAGE);
    return 1;
  }
}
