import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSnackbars } from '../../stores/snackbars.ts';
import {
  notifyAllDeleted,
  notifyInventorySaved,
  notifyInventorySaveFailed,
  notifyItemDeleted,
} from './inventoryMessages.ts';

vi.stubGlobal('window', { setTimeout: () => 0 });

const shown = () =>
  useSnackbars
    .getState()
    .snackbars.map(({ kind, title, message, timeoutMs }) => ({ kind, title, message, timeoutMs }));

afterEach(() => useSnackbars.setState({ snackbars: [] }));

describe('inventory snackbars (spec part 2, section 8)', () => {
  it('tells a new part from an add that updated an existing part, for 10 s', () => {
    notifyInventorySaved('created');
    notifyInventorySaved('mergedIntoExisting');
    expect(shown()).toEqual([
      { kind: 'success', title: 'Successfully added to your inventory.', message: '', timeoutMs: 10_000 },
      {
        kind: 'success',
        title: 'Existing part was updated',
        message: 'The part you entered already exists in your inventory and the existing part was updated.',
        timeoutMs: 10_000,
      },
    ]);
  });

  it('gives the server reason of a failed save for 5 s', () => {
    notifyInventorySaveFailed({ status: 400, msg: 'Price must be 0 or more.' });
    expect(shown()).toEqual([
      {
        kind: 'error',
        title: 'Part could not be created or updated',
        message: 'Reason: Price must be 0 or more.',
        timeoutMs: 5_000,
      },
    ]);
  });

  it('words deletes as the spec does, its spelling included', () => {
    notifyItemDeleted({ status: 200 });
    notifyAllDeleted({ status: 200 });
    notifyItemDeleted({ status: 404, msg: 'Part not found.' });
    notifyAllDeleted({ status: 403, msg: 'Service-only members cannot manage inventory.' });
    expect(shown().map(({ title, message, timeoutMs }) => [title, message, timeoutMs])).toEqual([
      ['Item deleted successfully.', '', 10_000],
      ['Invetory deleted successfully.', '', 10_000],
      ['Part could not be deleted', 'Reason: Part not found.', 5_000],
      ['Parts could not be deleted', 'Reason: Service-only members cannot manage inventory.', 5_000],
    ]);
  });
});
