import { lazy, Suspense } from 'react';
import { useSettings } from '../../queries/settings.ts';

const AltchaWidget = lazy(() => import('./AltchaWidget.tsx'));

interface CaptchaProps {
  /** The response to send with the form once the captcha is solved; null while it is not. */
  onChange: (response: string | null) => void;
}

/**
 * The captcha of visitors' forms, of the provider the api is configured with (GET /api/misc/settings):
 * ALTCHA, self-hosted. reCAPTCHA is checked by the api but has no widget here yet, so with it a visitor's
 * form cannot be sent (the text says so). Remount it (a new `key`) for a fresh challenge after a send.
 */
export function Captcha({ onChange }: CaptchaProps) {
  const provider = useSettings()?.captcha.provider;
  return (
    <div className="field captcha" data-testid="captcha">
      {provider === 'altcha' ? (
        <Suspense fallback={<p className="muted">Loading captcha…</p>}>
          <AltchaWidget onChange={onChange} />
        </Suspense>
      ) : provider === 'recaptcha' ? (
        <p className="field-error" role="alert">
          The captcha cannot be shown here. Please sign in to send this form.
        </p>
      ) : (
        <p className="muted">Loading captcha…</p>
      )}
    </div>
  );
}
