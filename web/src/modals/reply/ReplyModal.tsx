import { useState, type FormEvent } from 'react';
import { isSuccess, rateLimitMessage } from '../../api/apiError.ts';
import { TextAreaField, TextField } from '../../forms/TextField.tsx';
import { sendBroadcastReply } from '../../queries/broadcasts.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';
import {
  initialReplyForm,
  REPLY_FAILED,
  REPLY_SENT,
  replyFormErrors,
  type ReplyForm,
  type ReplyFormErrors,
} from './replyForm.ts';
import { FormActions } from '../../forms/FormActions.tsx';

interface ReplyModalProps {
  broadcast: { id: number; subject: string };
  onClose: () => void;
}

/** Reply to Broadcast: subject and message, mailed to the sender with the replier's details by the server. */
export function ReplyModal({ broadcast, onClose }: ReplyModalProps) {
  const [form, setForm] = useState<ReplyForm>(() => initialReplyForm(broadcast.subject));
  const [errors, setErrors] = useState<ReplyFormErrors>({});
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = replyFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const body = await sendBroadcastReply({
      broadcastId: broadcast.id,
      subject: form.subject,
      body: form.body,
    });
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess(REPLY_SENT);
      onClose();
      return;
    }
    const fieldErrors = body.errors ?? [];
    if (fieldErrors.length > 0) {
      setErrors(Object.fromEntries(fieldErrors.map((error) => [error.param, error.msg])) as ReplyFormErrors);
    }
    // Spec section 8 names both 'Something went wrong' (reply delivery) and this failure text: the title and
    // the message, as the RFQ modal shows them.
    notifyError(
      'Something went wrong',
      `${REPLY_FAILED}. ${rateLimitMessage(body) ?? body.msg ?? ''}`.trim(),
    );
  };

  return (
    <Modal title="Reply to Broadcast" onClose={onClose} testId="reply-modal">
      <form className="reply-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Subject"
          value={form.subject}
          maxLength={200}
          onValueChange={(subject) => setForm((current) => ({ ...current, subject }))}
          error={errors.subject}
          data-testid="reply-subject"
        />
        <TextAreaField
          label="Message"
          rows={8}
          maxLength={5000}
          value={form.body}
          onValueChange={(body) => setForm((current) => ({ ...current, body }))}
          error={errors.body}
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
