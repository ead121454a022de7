/**
 * @tbs/api/testing: the api's test server for tests of other packages (the scripts' tests, the fault suite),
 * and the block rules a staff command's test checks its outcome against.
 */
export { clientIp, startTestServer, useTestServer, type TestServer } from './server.ts';
export { blocksInForce } from '../policies/block.ts';
export { loadBlockFacts } from '../queries/blockState.ts';
export { OUTAGE_MESSAGE } from '../outage/dependencyOutage.ts';
/** The api's read-only SQL service (news, analytics) over given read replicas, for the replica test. */
export { createApiReadSql } from '../queries/readSql.ts';
export { findNewsPage } from '../queries/news.ts';
export { loadDemand } from '../queries/analytics/demand.ts';
