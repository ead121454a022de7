/**
 * The ALTCHA widget, loaded only where a captcha is shown. The "external" build of the widget with its
 * stylesheet and a proof-of-work worker emitted as a file of our own: nothing inline, nothing from a CDN, so
 * it runs under a Content-Security-Policy of scripts and workers from 'self' only.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './captcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '../../api/client.ts';

// The server's challenges use PBKDF2/SHA-256 (api/src/captcha/altchaVerifier.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

interface AltchaWidgetProps {
  /** The solution to send as the captcha response once solved; null while unsolved or expired. */
  onChange: (response: string | null) => void;
}

interface StateChange {
  state: string;
  payload: string | null;
}

/** The "I'm not a robot" checkbox: a click fetches a challenge from our api and solves it in workers. */
export default function AltchaWidget({ onChange }: AltchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', changed);
    return () => widget.removeEventListener('statechange', changed);
  }, [onChange]);

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={CAPTCHA_CHALLENGE_PATH}
      data-testid="captcha-altcha"
      configuration={JSON.stringify({ hideFooter: true })}
    />
  );
}
