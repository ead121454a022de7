import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess, notifyTestModeSuccess, useSnackbars } from './snackbars.ts';

vi.stubGlobal('window', { setTimeout: () => 0 });

const timeouts = () => useSnackbars.getState().snackbars.map(({ title, timeoutMs }) => [title, timeoutMs]);

afterEach(() => useSnackbars.setState({ snackbars: [], testMode: false }));

describe('snackbar display times (spec part 1 section 8, part 2 section 8)', () => {
  it('keeps a test-mode success such as "Complaint sent" 10 s in test mode', () => {
    useSnackbars.getState().setTestMode(true);
    notifyTestModeSuccess('Complaint sent', 'Complaint was succesfully sent.');
    notifySuccess('Saved');
    notifyError('Something went wrong');
    expect(timeouts()).toEqual([
      ['Complaint sent', 10_000],
      ['Saved', 3000],
      ['Something went wrong', 5000],
    ]);
  });

  it('shows it for the default 3 s outside test mode', () => {
    notifyTestModeSuccess('Complaint sent');
    expect(timeouts()).toEqual([['Complaint sent', 3000]]);
  });
});
