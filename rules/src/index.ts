export * from './money.ts';
export * from './partConditions.ts';
export * from './partNumber.ts';
export * from './trustTier.ts';
export * from './tables.ts';
export * from './stockLine.ts';
export * from './blocks.ts';
export * from './liveProtocol.ts';
