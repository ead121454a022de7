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

/** Spec part 1 section 8 and part 2 section 8: "test-mode successes 10 s" (the complaint success). */
export const TEST_MODE_SUCCESS_MS = 10_000;

interface SnackbarInput {
  title: string;
  message?: string;
  timeoutMs?: number;
}

interface SnackbarsState {
  snackbars: Snackbar[];
  /** The installation runs in test mode (GET /api/misc/settings testMode; api/src/testMode.ts says what it is). */
  testMode: boolean;
  setTestMode: (testMode: boolean) => void;
  show: (kind: SnackbarKind, input: SnackbarInput) => number;
  dismiss: (id: number) => void;
}

let nextSnackbarId = 1;

/** The stack of visible snackbars; each removes itself after its timeout. */
export const useSnackbars = create<SnackbarsState>()((set, get) => ({
  snackbars: [],
  testMode: false,
  setTestMode: (testMode) => set({ testMode }),
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

/** Show a success the spec keeps 10 s in test mode (3 s otherwise), e.g. "Complaint sent". */
export function notifyTestModeSuccess(title: string, message?: string): void {
  const { testMode } = useSnackbars.getState();
  notifySuccess(title, message, testMode ? TEST_MODE_SUCCESS_MS : SNACKBAR_TIMEOUT_MS.success);
}

/** Show a red error snackbar (5 s unless told otherwise). */
export function notifyError(title: string, message?: string, timeoutMs?: number): void {
  useSnackbars.getState().show('error', { title, message, timeoutMs });
}
