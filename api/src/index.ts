export { createApp, type AppOptions } from './app.ts';
export type { UserView } from './presenters/user.ts';
