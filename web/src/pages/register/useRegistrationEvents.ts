import { useCallback, useEffect, useRef } from 'react';
import { trackUsage, trackUsageOnExit } from '../../tracking/usageEvents.ts';

/** The wizard's screens: three steps, then the thank-you screen. */
export type RegisterStep = 1 | 2 | 3 | 'final';

/** The registration usage events of spec part 2 section 4. */
export const REGISTRATION_EVENTS = {
  started: 'registration_started',
  step1Completed: 'registration_step1_completed',
  step2Completed: 'registration_step2_completed',
  interacted: 'registration_form_interacted',
  completed: 'registration_completed',
  abandoned: 'registration_abandoned',
} as const;

/**
 * The wizard's usage events: started on opening; each step completed; the first interaction once; completed;
 * abandoned when the visitor leaves from step 2 or later before completing, either inside the app (the page
 * unmounts: `externalExit` false) or by closing the tab or going to another site (pagehide: true), with the
 * step they left from. Abandonment is told once per visit of the page.
 */
export function useRegistrationEvents(step: RegisterStep) {
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  const interacted = useRef(false);
  const completedSteps = useRef(new Set<1 | 2>());
  const finished = useRef(false);

  useEffect(() => {
    trackUsage(REGISTRATION_EVENTS.started);
    finished.current = false;
    const abandon = (externalExit: boolean) => {
      const current = stepRef.current;
      if (finished.current || current === 'final' || current < 2) return;
      finished.current = true;
      const props = { step: current, externalExit };
      if (externalExit) trackUsageOnExit(REGISTRATION_EVENTS.abandoned, props);
      else trackUsage(REGISTRATION_EVENTS.abandoned, props);
    };
    const onPageHide = () => abandon(true);
    // A page restored from the back-forward cache is a visit again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && stepRef.current !== 'final') finished.current = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      abandon(false);
    };
  }, []);

  const stepCompleted = useCallback((completed: 1 | 2) => {
    if (completedSteps.current.has(completed)) return;
    completedSteps.current.add(completed);
    trackUsage(completed === 1 ? REGISTRATION_EVENTS.step1Completed : REGISTRATION_EVENTS.step2Completed);
  }, []);

  const formInteracted = useCallback(() => {
    if (interacted.current) return;
    interacted.current = true;
    trackUsage(REGISTRATION_EVENTS.interacted);
  }, []);

  const registrationCompleted = useCallback(() => {
    finished.current = true;
    trackUsage(REGISTRATION_EVENTS.completed);
  }, []);

  return { stepCompleted, formInteracted, registrationCompleted };
}
