import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types.ts';
import { useSession } from '../stores/session.ts';
import { useSnackbars } from '../stores/snackbars.ts';
import { endSessionLocally, isSessionEndedAnswer } from './sessionEnded.ts';

const signIn = (token: string) =>
  useSession.getState().signIn({ user: { id: 7 } as User, token, sessionId: 'session-7' });

// The web's unit tests run in Node; the snackbar store removes its snackbars through window.setTimeout.
beforeAll(() => vi.stubGlobal('window', globalThis));
afterAll(() => vi.unstubAllGlobals());

afterEach(() => {
  useSession.getState().signOut();
  useSnackbars.setState({ snackbars: [] });
});

describe('isSessionEndedAnswer', () => {
  it("knows the server's 'Your session has ended' from a plain 'Please sign in'", () => {
    const ended = { status: 401, msg: 'Your session has ended', payload: { sessionEnded: true } };
    expect(isSessionEndedAnswer(ended)).toBe(true);
    expect(isSessionEndedAnswer({ status: 401, msg: 'Please sign in' } as { status: number })).toBe(false);
    expect(isSessionEndedAnswer({ status: 403, payload: { sessionEnded: true } })).toBe(false);
  });
});

describe('endSessionLocally', () => {
  it('signs out and says so once, however many calls were refused together', () => {
    signIn('dead-token');
    for (let call = 0; call < 3; call += 1) endSessionLocally('dead-token');
    expect(useSession.getState()).toMatchObject({ user: null, token: null, sessionId: null });
    expect(useSnackbars.getState().snackbars.map((snackbar) => snackbar.title)).toEqual([
      'Your session has ended',
    ]);
  });

  it('leaves a new session alone when a call of the old one comes back late', () => {
    signIn('new-token');
    endSessionLocally('old-token');
    expect(useSession.getState().token).toBe('new-token');
    expect(useSnackbars.getState().snackbars).toEqual([]);
  });
});
