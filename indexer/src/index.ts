export * from './queues.ts';
export * from './mail/jobs.ts';
export * from './mail/transport.ts';
export * from './mail/worker.ts';
export * from './search/index.ts';
