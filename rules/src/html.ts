/**
 * Text made safe for an HTML text node or a quoted attribute value: &, <, >, " and ' become numeric character
 * references (`&#38;`, `&#60;`, ...). Every HTML the servers build from data (mails, the staff HTML fallback,
 * the server-rendered head, the dev outbox, the simulated checkout) escapes through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
