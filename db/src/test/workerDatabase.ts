/**
 * A vitest setup file of the server tests: points this worker at its own clone of the run's migrated template
 * database (made on its first test file) and its own Redis prefix, so files run in parallel without sharing
 * rows, queues or rate-limit counters. Files of one worker run one after another on the same database.
 */
import { cloneTemplateDatabase } from './templateDatabase.ts';

const worker = `${process.env.TBS_TEST_RUN!}_w${process.env.VITEST_POOL_ID ?? '1'}`;

process.env.DATABASE_URL = await cloneTemplateDatabase(worker);
process.env.REDIS_PREFIX = worker;
