import type { SignedIn } from '../context.ts';
import { ValidationError, type FieldError } from '../errors.ts';

/** Who writes: a member as our records know them, or a visitor as the form says (marked as such). */
export interface MessageSender {
  name: string;
  email: string;
  companyName: string;
  /** A telephone number, when known (a visitor types one for a request for quote). */
  tel?: string | null;
  /** True when signed in: the details come from the account, not from the form. */
  isMember: boolean;
}

/**
 * A signed-in member as the database knows them: the contact's name and address, the company's name, and the
 * contact's telephone (else the company's). What the request body says is never used, so nobody can write in
 * another member's or company's name.
 */
export function memberSender(auth: SignedIn): MessageSender {
  return {
    name: auth.contact.name,
    email: auth.contact.email,
    companyName: auth.company.name,
    tel: auth.contact.tel ?? auth.company.tel ?? null,
    isMember: true,
  };
}

/** A field of a visitor's form: the parameter that names it in a 400, and what was typed. */
interface TypedField {
  param: string;
  value: string | undefined;
}

/**
 * A visitor's details as typed, each one required (one 400 naming every field left empty, in the order given).
 * The mail marks them unverified (`isMember` false).
 */
export function visitorSender(typed: {
  name: TypedField;
  companyName: TypedField;
  email: TypedField;
  tel?: TypedField;
}): MessageSender {
  // In the order the caller lists them: the order of its form.
  const errors: FieldError[] = Object.values(typed)
    .filter((field) => !field.value)
    .map((field) => ({ param: field.param, msg: 'This field is required' }));
  if (errors.length) throw ValidationError(errors);
  return {
    name: typed.name.value!,
    companyName: typed.companyName.value!,
    email: typed.email.value!,
    ...(typed.tel ? { tel: typed.tel.value! } : {}),
    isMember: false,
  };
}

/** "Name of Company (TBS member)", or the same marked as typed by a visitor and unverified. */
export function senderSummary(sender: MessageSender): string {
  return sender.isMember
    ? `${sender.name} of ${sender.companyName} (TBS member)`
    : `${sender.name} of ${sender.companyName} (not signed in: details as typed, unverified)`;
}

/**
 * The sender's lines at the foot of a mail: name, company, e-mail, telephone (when known), the `extra` lines
 * (an address), and whether the details come from a member's account or were typed by a visitor.
 */
export function senderDetails(sender: MessageSender, extra: string[] = []): string[] {
  return [
    `Name: ${sender.name}`,
    `Company: ${sender.companyName}`,
    `E-mail: ${sender.email}`,
    ...(sender.tel ? [`Telephone: ${sender.tel}`] : []),
    ...extra,
    sender.isMember
      ? 'Sent by a signed-in TBS member.'
      : 'Sent by a visitor who is not a TBS member (details as typed, unverified).',
  ];
}
