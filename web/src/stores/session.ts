import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SignedInSession, User } from '../api/types.ts';

interface SessionState {
  user: User | null;
  token: string | null;
  sessionId: string | null;
  /** Store the user, bearer token and session id returned by a successful login. */
  signIn: (session: SignedInSession) => void;
  /** Replace the stored user (login answer, X-Updated-User header, profile load). */
  setUser: (user: User) => void;
  /** Forget the user and token locally; the logout call itself is made by auth/signOut. */
  signOut: () => void;
}

/** The signed-in user, token and session id, kept in localStorage across reloads. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      sessionId: null,
      signIn: ({ user, token, sessionId }) => set({ user, token, sessionId }),
      setUser: (user) => set({ user }),
      signOut: () => set({ user: null, token: null, sessionId: null }),
    }),
    {
      name: 'tbs.session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, sessionId }) => ({ user, token, sessionId }),
    },
  ),
);

/** The signed-in user, or null for a visitor. */
export const useCurrentUser = (): User | null => useSession((state) => state.user);
