export * from './types.ts';
export * from './documents/kinds.ts';
export * from './documents/partDocument.ts';
export * from './documents/broadcastDocument.ts';
export * from './engines.ts';
