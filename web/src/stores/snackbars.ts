import { create } from 'zustand';

export type SnackbarKind = 'success' | 'error';

export interface Snackbar {
  id: number;
  kind: SnackbarKind;
  title: string;
  message: string;
  timeoutMs: number;
}

/** Default display times from the spec: successes 3 s, errors 5 s. */
export const SNACKBAR_TIMEOUT_MS: Record<SnackbarKind, number> = { success: 3000, error: 5000 };

interface SnackbarInput {
  title: string;
  message?: string;
  timeoutMs?: number;
}

interface SnackbarsState {
  snackbars: Snackbar[];
  show: (kind: SnackbarKind, input: SnackbarInput) => number;
  dismiss: (id: number) => void;
}

let nextSnackbarId = 1;

/** The stack of visible snackbars; each removes itself after its timeout. */
export const useSnackbars = create<SnackbarsState>()((set, get) => ({
  snackbars: [],
  show: (kind, { title, message = '', timeoutMs = SNACKBAR_TIMEOUT_MS[kind] }) => {
    const id = nextSnackbarId++;
    set((state) => ({ snackbars: [...state.snackbars, { id, kind, title, message, timeoutMs }] }));
    window.setTimeout(() => get().dismiss(id), timeoutMs);
    return id;
  },
  dismiss: (id) => set((state) => ({ snackbars: state.snackbars.filter((snackbar) => snackbar.id !== id) })),
}));

/** Show a green success snackbar (3 s unless told otherwise). */
export function notifySuccess(title: string, message?: string, timeoutMs?: number): void {
  useSnackbars.getState().show('success', { title, message, timeoutMs });
}

/** Show a red error snackbar (5 s unless told otherwise). */
export function notifyError(title: string, message?: string, timeoutMs?: number): void {
  useSnackbars.getState().show('error', { title, message, timeoutMs });
}
