import { create } from 'zustand';
import type { Credentials } from '../api/types.ts';

export type GlobalModalName =
  | 'signIn'
  | 'twoFactorCode'
  | 'passwordResetRequest'
  | 'setNewPassword'
  | 'twoFactorReminder'
  | 'mandatory2fa';

interface ModalsState {
  /** The one global modal on screen, or null. */
  openModal: GlobalModalName | null;
  /** Email and password waiting for the 2FA code (kept in memory only). */
  pendingCredentials: Credentials | null;
  /** The verified `reset` token the set-new-password modal submits with. */
  resetToken: string | null;
  open: (name: GlobalModalName) => void;
  openTwoFactorCode: (credentials: Credentials) => void;
  openSetNewPassword: (resetToken: string) => void;
  close: () => void;
}

/** Which global modal is open, plus the little state the sign-in and reset flows hand between modals. */
export const useModals = create<ModalsState>()((set) => ({
  openModal: null,
  pendingCredentials: null,
  resetToken: null,
  open: (name) => set({ openModal: name }),
  openTwoFactorCode: (credentials) => set({ openModal: 'twoFactorCode', pendingCredentials: credentials }),
  openSetNewPassword: (resetToken) => set({ openModal: 'setNewPassword', resetToken }),
  close: () => set({ openModal: null, pendingCredentials: null, resetToken: null }),
}));

/** Open the sign-in modal from anywhere (pages that need a signed-in user). */
export function openSignIn(): void {
  useModals.getState().open('signIn');
}
