import { describe, expect, it } from 'vitest';
import { failureMessage, fieldErrorsOf, withoutSpaces } from './profileForm.ts';

describe('profile form helpers', () => {
  it('keeps the first server message of each field', () => {
    expect(
      fieldErrorsOf({
        status: 400,
        errors: [
          { param: 'tel', msg: 'This field must have at most 40 characters' },
          { param: 'tel', msg: 'second' },
          { param: 'website', msg: 'A website address cannot contain spaces' },
        ],
      }),
    ).toEqual({
      tel: 'This field must have at most 40 characters',
      website: 'A website address cannot contain spaces',
    });
    expect(fieldErrorsOf({ status: 0 })).toEqual({});
  });

  it("ends a failure with the spec's hint, the server's reason first", () => {
    expect(
      failureMessage({ status: 403, msg: 'Only the owner of this company may change its profile.' }),
    ).toBe(
      'Only the owner of this company may change its profile. If the problem persists please contact TBS.',
    );
    expect(
      failureMessage({ status: 429, msg: 'Too many attempts. Please wait 3 minutes and try again.' }),
    ).toMatch(/^Too many attempts\. Please wait 3 minutes/);
    expect(failureMessage({ status: 0 })).toBe(
      'Please try again. If the problem persists please contact TBS.',
    );
  });

  it('drops spaces from a typed or pasted website', () => {
    expect(withoutSpaces(' www.demo trading .example ')).toBe('www.demotrading.example');
  });
});
