import { useState } from 'react';
import { isSuccess } from '../../api/apiError.ts';
import { notifyError } from '../../stores/snackbars.ts';
import { failureReason, rateRegistrationForm } from './registerApi.ts';

/** The thumbs under the thank-you text; hidden once a rating was stored (spec part 2 section 4). */
export function RegistrationRating({ company }: { company: string }) {
  const [state, setState] = useState<'asking' | 'sending' | 'rated'>('asking');

  const rate = async (rating: 0 | 1) => {
    setState('sending');
    const body = await rateRegistrationForm(rating, company);
    if (isSuccess(body)) {
      setState('rated');
    } else {
      setState('asking');
      notifyError('Your rating could not be saved', failureReason(body), 5000);
    }
  };

  if (state === 'rated') {
    return (
      <p className="register-rating-thanks" data-testid="register-rating-thanks">
        Thank you for your feedback!
      </p>
    );
  }
  return (
    <div className="register-rating" data-testid="register-rating">
      <span>Was signing up easy?</span>
      <button
        type="button"
        className="register-thumb"
        aria-label="Yes, signing up was easy"
        disabled={state === 'sending'}
        onClick={() => void rate(1)}
        data-testid="register-rating-up"
      >
        👍
      </button>
      <button
        type="button"
        className="register-thumb"
        aria-label="No, signing up was not easy"
        disabled={state === 'sending'}
        onClick={() => void rate(0)}
        data-testid="register-rating-down"
      >
        👎
      </button>
    </div>
  );
}
