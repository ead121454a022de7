/** @tbs/api: the Koa app (the api process is main.ts). */
export { createApp, type AppOptions } from './app.ts';
export type { UserView } from './presenters/user.ts';
