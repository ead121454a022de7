import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BroadcastReplySchema } from './broadcastReply.ts';
import { complaintFileError, ComplaintFormSchema } from './complaint.ts';
import { COMPOSE_LIMITS, ComposeBroadcastSchema } from './compose.ts';
import { ContactMessageSchema, VisitorSenderSchema } from './contactMessage.ts';
import { specErrorMap } from './messages.ts';
import { PaymentFormSchema } from './payment.ts';
import { RegistrationFormSchema } from './registration.ts';
import { RfqRequesterSchema, rfqQuantity } from './rfq.ts';

/** The message of each refused field, as the api answers it and the web's forms show it. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: specErrorMap });
  if (result.success) return {};
  const messages: Record<string, string> = {};
  // The first message of each field, as the api answers and the form's resolver shows.
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the forms the api and the web share', () => {
  it('a reply needs a subject on one line and a message (spec part 1 section 5)', () => {
    const reply = BroadcastReplySchema.pick({ subject: true, body: true });
    expect(messagesOf(reply, { subject: ' ', body: '' })).toEqual({
      subject: 'This field is required',
      body: 'This field is required',
    });
    expect(messagesOf(reply, { subject: 'Re:\nWTS', body: 'Still available?' })).toEqual({
      subject: 'This field must be a single line',
    });
    expect(reply.parse({ subject: ' Re: WTS ', body: 'Still available? ' })).toEqual({
      subject: 'Re: WTS',
      body: 'Still available?',
    });
  });

  it("a visitor's contact message names the sender with a correct e-mail address", () => {
    const visitor = ContactMessageSchema.pick({ subject: true, message: true }).extend(
      VisitorSenderSchema.shape,
    );
    expect(
      messagesOf(visitor, {
        subject: 'Hi',
        message: 'Hello',
        senderName: '',
        companyName: ' ',
        senderEmail: 'x@',
      }),
    ).toEqual({
      senderName: 'This field is required',
      companyName: 'This field is required',
      senderEmail: 'This field should be a correct email-address',
    });
  });

  it('a sign-up needs company, address, country, "hear", the contact person and the contract (part 2 section 5)', () => {
    const empty = {
      company: '',
      address: '',
      country: '',
      hear: '',
      zip: '',
      name: '',
      function: '',
      email: '',
      tel: '',
      isContractAgreed: false,
    };
    expect(messagesOf(RegistrationFormSchema, empty)).toEqual({
      company: 'This field is required',
      address: 'This field is required',
      country: 'This field is required',
      hear: 'This field is required',
      name: 'This field is required',
      function: 'This field is required',
      email: 'This field is required',
      tel: 'This field is required',
      isContractAgreed: 'Please agree to the contract terms',
    });
  });

  it("an RFQ asks a quantity from 1 and a visitor's details (part 2 section 5)", () => {
    const quantity = z.object({ requestedQuantity: rfqQuantity() });
    for (const requestedQuantity of ['', '0', '-2'])
      expect(messagesOf(quantity, { requestedQuantity })).toEqual({
        requestedQuantity: 'This field is required',
      });
    expect(quantity.parse({ requestedQuantity: '12' })).toEqual({ requestedQuantity: 12 });
    expect(
      messagesOf(RfqRequesterSchema, {
        companyName: 'A',
        contactName: 'B',
        contactEmail: 'nope',
        contactTel: ' ',
      }),
    ).toEqual({
      contactEmail: 'This field should be a correct email-address',
      contactTel: 'This field is required',
    });
  });

  it('a payment form needs every field but the VAT number, and the contract (part 2 section 5)', () => {
    const empty = {
      option: 0,
      name: '',
      email: 'x',
      company: '',
      address: '',
      zip: '',
      city: '',
      country: '',
    };
    expect(messagesOf(PaymentFormSchema, { ...empty, vat: '', isContractAgreed: false })).toEqual({
      name: 'This field is required',
      email: 'This field should be a correct email-address',
      company: 'This field is required',
      address: 'This field is required',
      zip: 'This field is required',
      city: 'This field is required',
      country: 'This field is required',
      isContractAgreed: 'Please agree to the contract terms',
    });
  });

  it('a broadcast needs the list, quantity, brand, description, condition and price, each within its length', () => {
    const empty = { listType: '', fromEmail: '', broadcastType: 'wts', quantity: '', brand: '', desc: '' };
    expect(messagesOf(ComposeBroadcastSchema, { ...empty, condition: '', price: '', pLink: '' })).toEqual({
      listType: 'This field is required',
      quantity: 'This field is required',
      brand: 'This field is required',
      desc: 'This field is required',
      condition: 'This field is required',
      price: 'This field is required',
    });
    const filled = {
      listType: '2',
      quantity: '10',
      brand: 'HPE',
      desc: '123-ABC',
      condition: 'NEW',
      price: '1',
    };
    for (const [field, max] of Object.entries(COMPOSE_LIMITS)) {
      expect(messagesOf(ComposeBroadcastSchema, { ...filled, [field]: '1'.repeat(max) })).toEqual({});
      expect(messagesOf(ComposeBroadcastSchema, { ...filled, [field]: '1'.repeat(max + 1) })).toEqual({
        [field]: `This field must have at most ${max} characters`,
      });
    }
  });

  it('a complaint takes its date as dd/mm/yyyy, a real date from 1990, not after today (part 2 section 5)', () => {
    const date = z.object({ transactionDate: ComplaintFormSchema.shape.transactionDate });
    expect(date.parse({ transactionDate: '3/2/2026' })).toEqual({ transactionDate: '2026-02-03' });
    const dateMessage = (transactionDate: string) => messagesOf(date, { transactionDate }).transactionDate;
    expect(dateMessage('')).toBe('This field is required');
    expect(dateMessage('2026-02-03')).toBe('Please enter the date as dd/mm/yyyy');
    expect(dateMessage('31/02/2026')).toBe('Please enter the date as dd/mm/yyyy');
    expect(dateMessage('01/01/1989')).toBe('The transaction date must be in 1990 or later');
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(dateMessage(`01/01/${nextYear}`)).toBe('The transaction date cannot be in the future');
  });

  it("names a complaint's file the api would refuse by its name or size before the upload", () => {
    expect(complaintFileError({ name: 'po.PDF', size: 1000 })).toBeNull();
    expect(complaintFileError(null)).toBe('This field is required');
    expect(complaintFileError({ name: 'setup.exe', size: 10 })).toBe(
      'Please upload a PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx) file',
    );
    expect(complaintFileError({ name: 'x.pdf', size: 11 * 1024 * 1024 })).toBe(
      'The file is larger than 10 MB.',
    );
    expect(complaintFileError({ name: 'x.png', size: 0 })).toBe('The file is empty');
  });
});
