import { describe, expect, it } from 'vitest';
import { composeFailure, dayLimitExplanation } from './composeFailure.ts';

describe('compose failures', () => {
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
});
