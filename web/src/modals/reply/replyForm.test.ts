import { describe, expect, it } from 'vitest';
import { initialReplyForm, replyFormErrors } from './replyForm.ts';

describe('reply form', () => {
  it('starts with Re: and the subject', () => {
    expect(initialReplyForm('WTS 4x DL380')).toEqual({ subject: 'Re: WTS 4x DL380', body: '' });
  });

  it('requires subject and body (spec section 5)', () => {
    expect(replyFormErrors({ subject: ' ', body: '' })).toEqual({
      subject: 'This field is required',
      body: 'This field is required',
    });
    expect(replyFormErrors({ subject: 'Re: x', body: 'Still available?' })).toEqual({});
  });
});
