import { describe, expect, it } from 'vitest';
import {
  INVALID_CODE_MESSAGE,
  confirmationFailure,
  VERIFY_FAILED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './verifyCodeOutcome.ts';

describe('confirmationFailure', () => {
  it('puts a wrong password under the password field with the server message', () => {
    const body = {
      status: 400,
      msg: WRONG_PASSWORD_MESSAGE,
      errors: [{ param: 'password', msg: WRONG_PASSWORD_MESSAGE }],
    };
    expect(confirmationFailure(body)).toEqual({
      field: 'password',
      message: WRONG_PASSWORD_MESSAGE,
    });
  });

  it('puts a wrong code, or a failed check, under the code field', () => {
    expect(confirmationFailure({ status: 400, msg: 'Invalid code. Please try again.' })).toEqual({
      field: 'code',
      message: INVALID_CODE_MESSAGE,
    });
    expect(confirmationFailure({ status: 500, msg: 'Something went wrong' })).toEqual({
      field: 'code',
      message: VERIFY_FAILED_MESSAGE,
    });
  });
});
