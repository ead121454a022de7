/** @tbs/db/testing: the test factories, plain SQL on a test database, and the URL of a test database. */
export * from './test/factories.ts';
export * from './test/sql.ts';
export * from './test/testDatabase.ts';
export { testDatabaseUrl } from './test/globalSetup.ts';
