import { documentTitle } from '../../router/routeMeta.ts';

const TITLE_MAX = 60;
const TITLE_CUT = 57;

/** The subject as the page title: over 60 characters it is cut to 57 plus '...' (spec part 1, section 2). */
export function broadcastTitle(subject: string): string {
  const characters = Array.from(subject);
  return characters.length > TITLE_MAX ? `${characters.slice(0, TITLE_CUT).join('')}...` : subject;
}

/** The document title of a broadcast's page: its cut subject followed by the product name. */
export const broadcastDocumentTitle = (subject: string): string => documentTitle(broadcastTitle(subject));
