/**
 * The forms' rules, one source for the api's validation and the web's forms: field schemas (zod), limits,
 * options and the user-facing messages.
 */
export * from './fields.ts';
export * from './messages.ts';
export * from './profile.ts';
export * from './registration.ts';
export * from './broadcastReply.ts';
export * from './contactMessage.ts';
export * from './rfq.ts';
export * from './payment.ts';
export * from './compose.ts';
export * from './inventory.ts';
export * from './complaint.ts';
