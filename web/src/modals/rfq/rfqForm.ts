import type { RfqRequest } from '../../api/types.ts';
import { emailError, REQUIRED_MESSAGE, requiredError } from '../../forms/validation.ts';

/**
 * The editable fields of the RFQ modal. The requester's details (company to country) are a visitor's to type;
 * a member's come from the account on the server and the modal shows them read-only.
 */
export interface RfqForm {
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactTel: string;
  requestedQuantity: string;
  message: string;
  sendToAll: boolean;
  /** A visitor's address and country code (optional). */
  address: string;
  country: string;
}

export type RfqFormErrors = Partial<Record<keyof RfqForm, string>>;

/** The empty form; quantity 1. */
export function initialRfqForm(): RfqForm {
  return {
    companyName: '',
    contactName: '',
    contactEmail: '',
    contactTel: '',
    requestedQuantity: '1',
    message: '',
    sendToAll: false,
    address: '',
    country: '',
  };
}

/** Validation of spec section 5: a numeric quantity, and all the details a visitor types, are required. */
export function rfqFormErrors(form: RfqForm, isVisitor: boolean): RfqFormErrors {
  const errors: RfqFormErrors = {};
  const put = (field: keyof RfqForm, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (isVisitor) {
    put('companyName', requiredError(form.companyName));
    put('contactName', requiredError(form.contactName));
    put('contactEmail', emailError(form.contactEmail));
    put('contactTel', requiredError(form.contactTel));
  }
  const quantity = Number(form.requestedQuantity.trim());
  put('requestedQuantity', form.requestedQuantity.trim() && quantity > 0 ? null : REQUIRED_MESSAGE);
  return errors;
}

/** The success snackbar title for the number of companies the request went to. */
export function rfqSentTitle(count: number): string {
  return count === 1 ? 'Request for quote sent to 1 company' : `Request for quote sent to ${count} companies`;
}

/**
 * The body of POST /api/mail/sendRFQ. A visitor's carries the details typed and the captcha response (null
 * until solved: the Send button waits for it); a member's none of them (the server takes the account's).
 */
export function rfqRequestBody(
  form: RfqForm,
  partId: RfqRequest['partId'],
  visitor: { captcha: string | null } | null,
): RfqRequest {
  return {
    partId,
    requestedQuantity: Number(form.requestedQuantity),
    sendToAll: form.sendToAll,
    message: form.message.trim() || undefined,
    ...(visitor
      ? {
          companyName: form.companyName.trim(),
          contactName: form.contactName.trim(),
          contactEmail: form.contactEmail.trim(),
          contactTel: form.contactTel.trim(),
          captcha: visitor.captcha ?? undefined,
          address: form.address.trim() || undefined,
          country: form.country || undefined,
        }
      : {}),
  };
}
