import { describe, expect, it } from 'vitest';
import {
  composeFailure,
  dayLimitExplanation,
  composeFormErrors,
  composeRequestBody,
  initialComposeForm,
  serverFieldErrors,
  type ComposeForm,
} from './composeForm.ts';

const filled = (overrides: Partial<ComposeForm> = {}): ComposeForm => ({
  ...initialComposeForm({ email: 'jane@acme.nl' }),
  listType: '2',
  quantity: '10',
  brand: 'HPE',
  desc: '123-ABC',
  condition: 'NEW',
  price: '120',
  ...overrides,
});

describe('compose form', () => {
  it('starts as WTS in EUR from the main address', () => {
    expect(initialComposeForm({ email: 'jane@acme.nl' })).toMatchObject({
      broadcastType: 'wts',
      currency: 'EUR',
      fromEmail: 'jane@acme.nl',
      listType: '',
    });
  });

  it('requires the list, quantity, brand, description, condition and price; link and info are free', () => {
    expect(composeFormErrors(initialComposeForm(null))).toEqual({
      listType: 'This field is required',
      quantity: 'This field is required',
      brand: 'This field is required',
      desc: 'This field is required',
      condition: 'This field is required',
      price: 'This field is required',
    });
    expect(composeFormErrors(filled({ pLink: '', additionalInfo: '' }))).toEqual({});
    expect(composeFormErrors(filled({ brand: '   ' }))).toEqual({ brand: 'This field is required' });
  });

  it('passes each field at its maximum length and refuses one more character', () => {
    const limits = { listType: 2, quantity: 10, brand: 50, desc: 50, condition: 20, price: 10 } as const;
    for (const [field, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
      expect(composeFormErrors(filled({ [field]: '1'.repeat(max) }))).toEqual({});
      expect(composeFormErrors(filled({ [field]: '1'.repeat(max + 1) }))).toEqual({
        [field]: `This field must have at most ${max} characters`,
      });
    }
  });

  it('sends trimmed fields and leaves out the empty optional ones', () => {
    expect(composeRequestBody(filled({ brand: ' HPE ', pLink: ' ', additionalInfo: '' }))).toEqual({
      listType: '2',
      broadcastType: 'wts',
      quantity: '10',
      brand: 'HPE',
      desc: '123-ABC',
      condition: 'NEW',
      price: '120',
      currency: 'EUR',
      fromEmail: 'jane@acme.nl',
    });
  });

  it("names the rule's reason in the spec's words, and how it counts", () => {
    const rules = (extra: string) =>
      composeFailure({
        msg: 'Broadcast rules not obeyed.',
        payload: { msg: 'Broadcast rules not obeyed.', extra },
      });
    expect(rules('DUPL')).toEqual({
      title: 'Broadcast rules not obeyed',
      message: 'Duplicate broadcast attempt. The same broadcast can be sent once a week.',
    });
    expect(rules('DAYLIMIT').message).toBe(
      'Limit of maximum 20 broadcasts per day. Your company’s broadcasts are counted over the last 24 hours.',
    );
    expect(rules('LIMIT').message).toBe(
      'Limit of maximum 5 broadcasts per list per contact per day. Your broadcasts to one list are counted over the last 24 hours.',
    );
    expect(rules('SPAM').message).toBe(
      'Spam Limit of maximum 5 broadcasts per 15 minutes. Your broadcasts are counted over the last 30 minutes.',
    );
    expect(composeFailure({ msg: 'Please sign in' })).toEqual({
      title: 'Something went wrong',
      message: 'Please sign in',
    });
  });

  it('says when the day limit lets the company send again', () => {
    expect(dayLimitExplanation(null)).toBe(
      'Limit of maximum 20 broadcasts per day. Your company’s broadcasts are counted over the last 24 hours.',
    );
    expect(dayLimitExplanation('2026-11-29T15:05:00')).toMatch(
      /You can send again from 29\/11\/2026 15:05\.$/,
    );
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(
      serverFieldErrors([
        { param: 'fromEmail', msg: 'Please send from one of your own e-mail addresses' },
        { param: 'body', msg: 'ignored' },
      ]),
    ).toEqual({ fromEmail: 'Please send from one of your own e-mail addresses' });
  });
});
