/**
 * @tbs/search/writer, the write side: the search writer of the configured engine and how each kind's
 * documents are read from the database. The worker (indexing), the reindex command and benchmarks use it.
 */
export { createSearchWriter } from './engines.ts';
export type { DocumentOf, RebuildReport, ScopeOf, SearchWriter } from './types.ts';
export { DOCUMENT_SOURCES, type DocumentSource } from './documents/sources.ts';
