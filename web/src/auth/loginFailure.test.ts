import { describe, expect, it } from 'vitest';
import { loginFailureNotice } from './loginFailure.ts';

describe('loginFailureNotice', () => {
  it("shows the server's wait of a rate-limited sign-in (429)", () => {
    expect(
      loginFailureNotice({ status: 429, msg: 'Too many attempts. Please wait 12 minutes and try again.' }),
    ).toEqual({
      title: 'Could not login',
      message: 'Too many attempts. Please wait 12 minutes and try again.',
    });
  });

  it("shows the server's message of a refused sign-in (400)", () => {
    expect(loginFailureNotice({ status: 400, msg: 'Wrong e-mail address or password.' })).toEqual({
      title: 'Could not login',
      message: 'Wrong e-mail address or password.',
    });
  });

  it('shows the generic failure for anything else', () => {
    expect(loginFailureNotice({ status: 500, msg: 'Something went wrong' })).toEqual({
      title: 'Something went wrong',
      message: 'Could not login. Please try again. If the problem persists please contact TBS',
    });
  });
});
