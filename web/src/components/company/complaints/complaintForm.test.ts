import { describe, expect, it } from 'vitest';
import {
  complaintFormErrors,
  DATE_FORMAT_MESSAGE,
  DATE_FUTURE_MESSAGE,
  emptyComplaintForm,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  isComplaintComplete,
  serverFieldErrors,
  transactionDateError,
  type ComplaintForm,
} from './complaintForm.ts';

const filled: ComplaintForm = {
  complaintTitle: 'Wrong grade',
  transactionDate: '03/02/2026',
  body: 'C-grade instead of A-grade',
  resolution: 'Refund',
  po: { name: 'po.pdf', size: 1000 },
  invoice: { name: 'invoice.PNG', size: 2000 },
};
const NOW = new Date(2026, 10, 23, 12);

describe('the complaint form', () => {
  it('is complete only when every field and both files are there', () => {
    expect(isComplaintComplete(emptyComplaintForm())).toBe(false);
    expect(isComplaintComplete(filled)).toBe(true);
    for (const field of ['complaintTitle', 'transactionDate', 'body', 'resolution'] as const) {
      expect(isComplaintComplete({ ...filled, [field]: '  ' })).toBe(false);
    }
    expect(isComplaintComplete({ ...filled, po: null })).toBe(false);
    expect(isComplaintComplete({ ...filled, invoice: null })).toBe(false);
  });

  it('takes the date as dd/mm/yyyy, a real date, not after today', () => {
    expect(transactionDateError('03/02/2026', NOW)).toBeNull();
    expect(transactionDateError('3/2/2026', NOW)).toBeNull();
    expect(transactionDateError('23/11/2026', NOW)).toBeNull();
    expect(transactionDateError('24/11/2026', NOW)).toBe(DATE_FUTURE_MESSAGE);
    expect(transactionDateError('2026-02-03', NOW)).toBe(DATE_FORMAT_MESSAGE);
    expect(transactionDateError('31/02/2026', NOW)).toBe(DATE_FORMAT_MESSAGE);
    expect(transactionDateError('', NOW)).toBe('This field is required');
  });

  it('names files the server would refuse by type or size before the upload', () => {
    expect(complaintFormErrors(filled, NOW)).toEqual({});
    expect(
      complaintFormErrors(
        {
          ...filled,
          po: { name: 'setup.exe', size: 10 },
          invoice: { name: 'x.pdf', size: 11 * 1024 * 1024 },
        },
        NOW,
      ),
    ).toEqual({ po: FILE_TYPE_MESSAGE, invoice: FILE_SIZE_MESSAGE });
  });

  it("takes the server's field errors by name", () => {
    expect(
      serverFieldErrors([
        { param: 'po', msg: 'Please upload a PDF' },
        { param: 'body', msg: 'x' },
        { param: 'other', msg: 'y' },
      ]),
    ).toEqual({ po: 'Please upload a PDF', body: 'x' });
  });
});
