/** `npm run seed -- ...`: runs cli.ts's runSeed on this process's environment (NODE_ENV, DATABASE_URL). */
import { config } from '@tbs/config';
import { consoleOutput } from '../cli/output.ts';
import { runSeed } from './cli.ts';

const { NODE_ENV, DATABASE_URL } = config();
const { SEED_DEMO_IN_PRODUCTION } = process.env;
process.exit(
  await runSeed(process.argv.slice(2), consoleOutput, { NODE_ENV, DATABASE_URL, SEED_DEMO_IN_PRODUCTION }),
);
