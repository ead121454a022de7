import { useState } from 'react';
import { BROADCAST_REPLY_LIMITS, BROADCAST_REPLY_WORDS, BroadcastReplySchema } from '@tbs/rules/forms';
import { isSuccess, rateLimitMessage } from '../../api/apiError.ts';
import { FormActions } from '../../forms/FormActions.tsx';
import { TextAreaField, TextField } from '../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { sendBroadcastReply } from '../../queries/broadcasts.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';

const ReplyFormSchema = BroadcastReplySchema.pick({ subject: true, body: true });

interface ReplyModalProps {
  broadcast: { id: number; subject: string };
  onClose: () => void;
}

/** Reply to Broadcast: subject and message, mailed to the sender with the replier's details by the server. */
export function ReplyModal({ broadcast, onClose }: ReplyModalProps) {
  // The form starts with "Re: " and the broadcast's subject.
  const form = useSchemaForm(ReplyFormSchema, { subject: `Re: ${broadcast.subject}`, body: '' });
  const [sending, setSending] = useState(false);

  const send = form.handleSubmit(async (reply) => {
    setSending(true);
    const body = await sendBroadcastReply({ broadcastId: broadcast.id, ...reply });
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess(BROADCAST_REPLY_WORDS.sent);
      onClose();
      return;
    }
    showServerErrors(form, body.errors);
    // Spec section 8 names both 'Something went wrong' (reply delivery) and this failure text: the title and
    // the message, as the RFQ modal shows them.
    notifyError(
      'Something went wrong',
      `${BROADCAST_REPLY_WORDS.failed}. ${rateLimitMessage(body) ?? body.msg ?? ''}`.trim(),
    );
  });

  return (
    <Modal title="Reply to Broadcast" onClose={onClose} testId="reply-modal">
      <form className="reply-form" noValidate onSubmit={(event) => void send(event)}>
        <TextField
          label="Subject"
          maxLength={BROADCAST_REPLY_LIMITS.subject}
          {...textField(form, 'subject')}
          data-testid="reply-subject"
        />
        <TextAreaField
          label="Message"
          rows={8}
          maxLength={BROADCAST_REPLY_LIMITS.body}
          {...textField(form, 'body')}
          data-testid="reply-body"
        />
        <p className="muted">
          The sender receives your name, company, address and e-mail address to answer you.
        </p>
        <FormActions onCancel={onClose} sending={sending} testId="reply-send" />
      </form>
    </Modal>
  );
}
