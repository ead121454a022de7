import type { RfqRequest, User } from '../../api/types.ts';
import { emailError, REQUIRED_MESSAGE, requiredError } from '../../forms/validation.ts';

/** The editable fields of the RFQ modal. */
export interface RfqForm {
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactTel: string;
  requestedQuantity: string;
  message: string;
  sendToAll: boolean;
  /** A visitor's address and country code (optional); a member's come from their company on the server. */
  address: string;
  country: string;
}

export type RfqFormErrors = Partial<Record<keyof RfqForm, string>>;

/** The form prefilled from the signed-in user; quantity 1. */
export function initialRfqForm(user: User | null): RfqForm {
  return {
    companyName: user?.companyName ?? '',
    contactName: user?.name ?? '',
    contactEmail: user?.email ?? '',
    contactTel: user?.tel ?? '',
    requestedQuantity: '1',
    message: '',
    sendToAll: false,
    address: '',
    country: '',
  };
}

/** Validation of spec section 5: all your details and a numeric quantity are required. */
export function rfqFormErrors(form: RfqForm): RfqFormErrors {
  const errors: RfqFormErrors = {};
  const put = (field: keyof RfqForm, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('companyName', requiredError(form.companyName));
  put('contactName', requiredError(form.contactName));
  put('contactEmail', emailError(form.contactEmail));
  put('contactTel', requiredError(form.contactTel));
  const quantity = Number(form.requestedQuantity.trim());
  put('requestedQuantity', form.requestedQuantity.trim() && quantity > 0 ? null : REQUIRED_MESSAGE);
  return errors;
}

/** The success snackbar title for the number of companies the request went to. */
export function rfqSentTitle(count: number): string {
  return count === 1 ? 'Request for quote send to 1 company' : `Request for quote send to ${count} companies`;
}

/**
 * The body of POST /api/mail/sendRFQ. A visitor's carries the address and country typed and the captcha
 * response (null until solved: the Send button waits for it); a member's neither (the server knows them).
 */
export function rfqRequestBody(
  form: RfqForm,
  partId: RfqRequest['partId'],
  visitor: { captcha: string | null } | null,
): RfqRequest {
  return {
    partId,
    companyName: form.companyName.trim(),
    contactName: form.contactName.trim(),
    contactEmail: form.contactEmail.trim(),
    contactTel: form.contactTel.trim(),
    requestedQuantity: Number(form.requestedQuantity),
    sendToAll: form.sendToAll,
    message: form.message.trim() || undefined,
    ...(visitor
      ? {
          captcha: visitor.captcha ?? undefined,
          address: form.address.trim() || undefined,
          country: form.country || undefined,
        }
      : {}),
  };
}
