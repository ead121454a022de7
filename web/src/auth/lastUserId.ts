/** Where the id of the last signed-in user is kept; it stays after sign-out (spec part 2, section 6). */
export const LAST_USER_ID_KEY = 'tbs.lastUserId';

/** The id of the last user who signed in on this browser, or null. */
export function readLastUserId(local: Storage = localStorage): number | null {
  try {
    const id = Number(local.getItem(LAST_USER_ID_KEY));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Keep the id of the user who just signed in. When someone else signed in last, the tab's session storage
 * (the prompts shown once per session, such as the 2FA reminder and dismissed overlays, and the last parts
 * search) belonged to that person and is forgotten, so the new user gets their own prompts. Returns whether
 * the user changed.
 */
export function rememberSignedInUser(
  userId: number,
  local: Storage = localStorage,
  session: Storage = sessionStorage,
): boolean {
  const previous = readLastUserId(local);
  const changed = previous !== null && previous !== userId;
  try {
    if (changed) {
      const ours = Array.from({ length: session.length }, (_, index) => session.key(index)).filter(
        (key): key is string => key?.startsWith('tbs.') ?? false,
      );
      for (const key of ours) session.removeItem(key);
    }
    local.setItem(LAST_USER_ID_KEY, String(userId));
  } catch {
    // Storage may be unavailable (private mode): nothing to keep or forget.
  }
  return changed;
}
