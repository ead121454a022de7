/**
 * @tbs/contracts: what the api and the worker say to each other through Redis and PostgreSQL: the queues and
 * their job payloads, the mail outbox the api writes and the worker forwards, the live broadcast stream.
 */
export * from './queues.ts';
export * from './mail/jobs.ts';
export * from './mail/broadcastMail.ts';
export * from './mail/mailRecord.ts';
export * from './mail/outbox.ts';
export * from './liveStream.ts';
