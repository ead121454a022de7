import type { User } from '../../api/types.ts';
import type { OrderBuyer, StoredOrder } from './paymentApi.ts';

/** 0 = Plus account, 1 = Broker account (spec part 2 section 3: nonzero means Broker). */
export type AccountOption = 0 | 1;

/** The payment form's fields as it holds them; PaymentFormSchema (@tbs/rules/forms) checks them. */
export interface PaymentForm {
  option: AccountOption;
  name: string;
  email: string;
  company: string;
  address: string;
  zip: string;
  city: string;
  /** ISO code. */
  country: string;
  vat: string;
  isContractAgreed: boolean;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentForm, string>>;

/** The account cards of stage 1 (spec part 2 sections 1 and 9). */
export const ACCOUNTS = [
  {
    option: 0 as AccountOption,
    title: 'Plus Account',
    price: '675',
    features: [
      'At most 2 e-mail addresses on all broadcast lists',
      'Unlimited inventory upload',
      'Member list access',
    ],
  },
  {
    option: 1 as AccountOption,
    title: 'Broker Account',
    price: '1,350',
    features: [
      'At most 10 e-mail addresses on all broadcast lists',
      'Unlimited inventory upload',
      'Member list access',
    ],
  },
] as const;

/** The empty form, or a signed-in member's prefilled from the profile. */
export function initialPaymentForm(user: User | null, option: AccountOption = 0): PaymentForm {
  return {
    option,
    name: user?.name ?? '',
    email: user?.email ?? '',
    company: user?.companyName ?? '',
    address: user?.address ?? '',
    zip: '',
    city: '',
    country: user?.countryCode ?? '',
    vat: '',
    isContractAgreed: false,
  };
}

/**
 * A member's form with the company's record in it: the company, country and VAT number always (the server
 * bills them whatever the form says), the address lines where the record has them.
 */
export function withRecordedBuyer(form: PaymentForm, buyer: OrderBuyer): PaymentForm {
  return {
    ...form,
    company: buyer.company,
    address: buyer.address || form.address,
    zip: buyer.zip || form.zip,
    city: buyer.city || form.city,
    country: buyer.country,
    vat: buyer.vat ?? '',
  };
}

/** The form of an order read back after the provider's return: what was sent to place it. */
export function formOfPlacedOrder(form: PaymentForm, order: StoredOrder): PaymentForm {
  const { buyer } = order.quote;
  return {
    ...form,
    option: order.option,
    name: order.name,
    email: order.email,
    company: buyer.company,
    address: buyer.address,
    zip: buyer.zip,
    city: buyer.city,
    country: buyer.country,
    vat: buyer.vat ?? '',
    isContractAgreed: true,
  };
}

/** The spec's failure text: the server's message, or each field error as field '{param}' => {msg}. */
export function invoiceFailureText(body: {
  msg?: string;
  errors?: readonly { param: string; msg: string }[];
}): string {
  const detail = body.errors?.length
    ? body.errors.map(({ param, msg }) => `field '${param}' => ${msg}`).join('; ')
    : (body.msg ?? '');
  return `${detail ? `${detail}. ` : ''}Please try again. If the problem persists please contact TBS.`;
}

const STORED_FORM_KEY = 'tbs.payment.form';

/** Keeps the form for the return from the provider (stages 4 and 5 link back to Verify Order). */
export function storeFormForReturn(form: PaymentForm): void {
  try {
    sessionStorage.setItem(STORED_FORM_KEY, JSON.stringify(form));
  } catch {
    // Private mode without storage: the way back to stage 3 starts from an empty form.
  }
}

/** The form kept before going to the provider, or null. */
export function storedFormOfReturn(): PaymentForm | null {
  try {
    const text = sessionStorage.getItem(STORED_FORM_KEY);
    if (!text) return null;
    const form = JSON.parse(text) as Partial<PaymentForm>;
    return typeof form.name === 'string' && typeof form.country === 'string' ? (form as PaymentForm) : null;
  } catch {
    return null;
  }
}
