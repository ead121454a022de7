/** A `tel:` link keeping the digits and a leading + (without the '(0)' of '+49 (0)30'), or null. */
export function telHref(tel: string | null | undefined): string | null {
  const digits = (tel ?? '')
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** Teams opens a chat with a user by address: the app's deep link and the web page that works everywhere. */
export function teamsChatLinks(user: string): { app: string; web: string } {
  const path = `/l/chat/0/0?users=${encodeURIComponent(user.trim())}`;
  return { app: `msteams:${path}`, web: `https://teams.microsoft.com${path}` };
}

/** How long the Teams app gets to take over before the web link opens (spec part 1, section 9: 500 ms). */
export const TEAMS_FALLBACK_MS = 500;
