import { useState, type FormEvent } from 'react';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import type { CompanyProfile } from '../../../api/types.ts';
import { TextAreaField } from '../../../forms/TextField.tsx';
import { Modal } from '../../../modals/Modal.tsx';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import { recommendCompany, refreshAfterRecommendationChange } from './recommendationsApi.ts';
import {
  RECOMMENDATION_MAX_LENGTH,
  RECOMMENDATION_MIN_LENGTH,
  recommendationTextState,
} from './recommendationText.ts';
import { FormActions } from '../../../forms/FormActions.tsx';

/** Recommend a company: the 30-character rule shown live; the owner approves before it is public. */
export function RecommendModal({ company, onClose }: { company: CompanyProfile; onClose: () => void }) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const state = recommendationTextState(text);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!state.valid) return;
    setSending(true);
    const body = await recommendCompany(company.id, text.trim());
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess('Recommendation sent', `${company.name} sees it once its owner approves it.`);
      refreshAfterRecommendationChange(company.id);
      onClose();
      return;
    }
    const reason = rateLimitMessage(body) ?? body.errors?.[0]?.msg ?? body.msg ?? '';
    setServerError(body.errors?.[0]?.msg ?? null);
    notifyError(
      'Recommendation could not be sent',
      `${reason ? `${reason} ` : ''}Please try again. If the problem persists please contact TBS.`,
    );
  };

  const error = serverError ?? (touched || state.length > 0 ? state.error : null);
  return (
    <Modal title={`Recommend ${company.name}`} onClose={onClose} testId="recommend-modal">
      <form className="recommend-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className="muted">
          Tell other members why you trust this company. Your recommendation is shown on its page once the
          company's owner approves it.
        </p>
        <TextAreaField
          label="Your recommendation"
          rows={6}
          maxLength={RECOMMENDATION_MAX_LENGTH}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
          error={error}
          autoFocus
          data-testid="recommend-text"
        />
        <p
          className={
            state.length >= RECOMMENDATION_MIN_LENGTH
              ? 'recommend-count recommend-count--ok'
              : 'recommend-count'
          }
          aria-live="polite"
          data-testid="recommend-count"
        >
          {state.length < RECOMMENDATION_MIN_LENGTH
            ? `${state.length} of at least ${RECOMMENDATION_MIN_LENGTH} characters`
            : `${state.length} characters`}
        </p>
        <FormActions
          onCancel={onClose}
          sending={sending}
          // The field says what is wrong once; beside Send, only where to look.
          blockedBecause={
            state.error === null
              ? null
              : error === state.error
                ? 'Complete the recommendation above to send it.'
                : state.error
          }
          testId="recommend-send"
        >
          Send recommendation
        </FormActions>
      </form>
    </Modal>
  );
}
