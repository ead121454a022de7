/**
 * @tbs/worker/testing: the worker's parts that tests of other packages drive in-process (the api's test
 * server, the search engine's tests, the scripts' tests, the browser tests).
 */
export * from './index.ts';
export { openSearchHarness, type SearchHarness } from './indexing/searchHarness.ts';
export { MailOutboxForwarder } from './mail/outboxForwarder.ts';
export { startMailWorker } from './mail/worker.ts';
export { createMailTransport, type MailTransport } from './mail/transport.ts';
export { createLiveHandler } from './broadcasts/liveHandler.ts';
export { savedSearchHandler } from './broadcasts/savedSearchConsumer.ts';
