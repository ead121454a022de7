export * from './types.ts';
export * from './createSearchEngine.ts';
export * from './outboxDrainer.ts';
