import { describe, expect, it } from 'vitest';
import { LAST_USER_ID_KEY, readLastUserId, rememberSignedInUser } from './lastUserId.ts';

/** A Web Storage in memory (the web unit tests run in node, without a browser's storage). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('the last signed-in user id', () => {
  it('is kept in local storage and survives the session', () => {
    const local = new MemoryStorage();
    expect(readLastUserId(local)).toBeNull();
    rememberSignedInUser(42, local, new MemoryStorage());
    expect(local.getItem(LAST_USER_ID_KEY)).toBe('42');
    expect(readLastUserId(local)).toBe(42);
  });

  it("forgets the previous user's once-per-session prompts when someone else signs in", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    rememberSignedInUser(42, local, session);
    session.setItem('tbs.twoFactorReminderShown', '1');
    session.setItem('tbs.dismissedOverlay.specialMessage', '1');
    session.setItem('other.app', 'kept');

    expect(rememberSignedInUser(42, local, session)).toBe(false);
    expect(session.getItem('tbs.twoFactorReminderShown')).toBe('1');

    expect(rememberSignedInUser(7, local, session)).toBe(true);
    expect(session.getItem('tbs.twoFactorReminderShown')).toBeNull();
    expect(session.getItem('tbs.dismissedOverlay.specialMessage')).toBeNull();
    expect(session.getItem('other.app')).toBe('kept');
    expect(readLastUserId(local)).toBe(7);
  });

  it('ignores a value that is not a user id', () => {
    const local = new MemoryStorage();
    local.setItem(LAST_USER_ID_KEY, 'admin');
    expect(readLastUserId(local)).toBeNull();
  });
});
