import type { User } from '../../api/types.ts';
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
