import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BroadcastReplySchema } from './broadcastReply.ts';
import { ContactMessageSchema, VisitorSenderSchema } from './contactMessage.ts';
import { specErrorMap } from './messages.ts';

/** The message of each refused field, as the api answers it and the web's forms show it. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: specErrorMap });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
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
});
