export * from './entities/index.ts';
export * from './orm.ts';
export * from './tierRankSql.ts';
export * from './advisoryLocks.ts';
export * from './outbox.ts';
export * from './broadcastPipeline.ts';
export * from './companyNameKey.ts';
