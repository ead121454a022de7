export * from './entities/index.ts';
export * from './orm.ts';
export * from './tierRankSql.ts';
