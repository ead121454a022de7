/** @tbs/api: the Koa app (the api process is main.ts). */
export { createApp, type AppOptions } from './app.ts';
export type { UserView } from './presenters/user.ts';
/** The old possible-matches method (part numbers, then shared words), for the AI method's evaluation. */
export { findPossibleMatches } from './queries/possibleMatches.ts';
/** The AI possible matches (embeddings held in memory, exact scan), for their speed bench. */
export { AiPossibleMatches } from './queries/aiPossibleMatches.ts';
