/**
 * @tbs/search, the read side: the search reader of the configured engine, the documents and hits it answers
 * with, and its errors. The api and the worker's consumers read through this; the write side is ./writer.
 */
export {
  createReadReplicas,
  createReadSql,
  createSearchReader,
  type SearchReaderOptions,
  type SearchReaderSettings,
  type SearchSettings,
} from './engines.ts';
export * from './types.ts';
export * from './documents/kinds.ts';
export * from './documents/partDocument.ts';
export * from './documents/broadcastDocument.ts';
export * from './documents/companyDocument.ts';
export { ReplicatedSearchReader } from './replicas/replicatedSearchReader.ts';
export type { ReplicaState } from './replicas/replicaHealth.ts';
export type { ReadReplicas } from './replicas/readReplicas.ts';
export type { ReadSql, ReadSqlOptions, SqlSource } from './replicas/replicatedSql.ts';
export type { SqlFormat } from './postgres/postgresSqlSource.ts';
/** The PostgreSQL engine's parts statement, for plan tools (scripts/src/bench/explainPart.ts). */
export { partSearchSql } from './postgres/partSearchSql.ts';
