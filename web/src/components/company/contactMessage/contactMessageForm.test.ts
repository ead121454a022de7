import { describe, expect, it } from 'vitest';
import { contactMessageBody, contactMessageErrors, emptyContactMessageForm } from './contactMessageForm.ts';

const form = {
  senderName: 'Vera\nVisitor',
  companyName: 'Visiting Trade',
  senderEmail: ' vera@visiting.example.com ',
  subject: 'Stock\r\nquestion',
  message: ' Do you have more? ',
};

describe('the contact message form', () => {
  it('requires subject and message, and of visitors name, company and a valid e-mail', () => {
    expect(contactMessageErrors(emptyContactMessageForm(), false)).toEqual({
      subject: 'This field is required',
      message: 'This field is required',
    });
    expect(contactMessageErrors({ ...form, senderEmail: 'vera@' }, true)).toEqual({
      senderEmail: 'This field should be a correct email-address',
    });
    expect(Object.keys(contactMessageErrors(emptyContactMessageForm(), true))).toEqual([
      'senderName',
      'companyName',
      'senderEmail',
      'subject',
      'message',
    ]);
  });

  it("sends a visitor's details and captcha on one line each, a member's none", () => {
    expect(contactMessageBody(form, { recipientId: 7, visitor: { captcha: 'solved' } })).toEqual({
      recipientId: 7,
      subject: 'Stock question',
      message: 'Do you have more?',
      isFromServicePage: false,
      senderName: 'Vera Visitor',
      companyName: 'Visiting Trade',
      senderEmail: 'vera@visiting.example.com',
      captcha: 'solved',
    });
    expect(contactMessageBody(form, { isFromServicePage: true, visitor: null })).toEqual({
      subject: 'Stock question',
      message: 'Do you have more?',
      isFromServicePage: true,
    });
  });
});
