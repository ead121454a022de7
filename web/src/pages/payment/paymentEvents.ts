import { trackUsage, trackUsageOnExit, type UsageEventProps } from '../../tracking/usageEvents.ts';

/** The payment usage events of spec part 2 section 4. */
export type PaymentEventName =
  | 'payment_started'
  | 'payment_step1_started'
  | 'payment_step1_completed'
  | 'payment_form_interacted'
  | 'payment_completed'
  | 'payment_failed'
  | 'payment_abandoned';

/** Sends a payment event (POST /api/events); failures and limits are ignored. */
export const trackPaymentEvent = (name: PaymentEventName, props?: UsageEventProps): void =>
  trackUsage(name, props);

/** Sends a payment event while the page is being closed or left. */
export const trackPaymentEventOnExit = (name: PaymentEventName, props?: UsageEventProps): void =>
  trackUsageOnExit(name, props);
