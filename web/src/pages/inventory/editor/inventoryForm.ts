import type { InventoryCondition, InventoryItem, InventoryItemInput } from '../../../api/types.ts';

/** The conditions a part can be offered in, with the names shown in the select. */
export const INVENTORY_CONDITIONS: readonly { code: InventoryCondition; name: string }[] = [
  { code: 'F/S', name: 'F/S (factory sealed)' },
  { code: 'NOB', name: 'NOB (new open box)' },
  { code: 'NEW', name: 'NEW' },
  { code: 'REF', name: 'REF (refurbished)' },
  { code: 'USED', name: 'USED' },
  { code: 'ASIS', name: 'ASIS (as is)' },
];

/** The editor's fields as typed (text inputs hold strings). */
export interface InventoryForm {
  manufacturer: string;
  description: string;
  partNumber: string;
  quantity: string;
  partCondition: InventoryCondition;
  price: string;
}

export type InventoryFormField = keyof InventoryForm;
export type InventoryFormErrors = Partial<Record<InventoryFormField, string>>;

/** Idle, adding a new part, or updating the part with this id (spec part 2, section 4). */
export type EditorState = { mode: 'idle' } | { mode: 'adding' } | { mode: 'updating'; item: InventoryItem };

/** An empty form: quantity 1, the first condition. */
export function emptyInventoryForm(): InventoryForm {
  return {
    manufacturer: '',
    description: '',
    partNumber: '',
    quantity: '1',
    partCondition: 'F/S',
    price: '',
  };
}

/** The form holding an existing part. */
export function inventoryFormOf(item: InventoryItem): InventoryForm {
  return {
    manufacturer: item.manufacturer,
    description: item.description,
    partNumber: item.partNumber,
    quantity: String(item.quantity),
    partCondition: item.partCondition,
    price: String(item.price),
  };
}

/** Part numbers are stored without hyphens: they are stripped as the user types. */
export function stripHyphens(partNumber: string): string {
  return partNumber.replace(/-/g, '');
}

/** Prices accept a decimal comma: it is replaced by a dot as the user types. */
export function priceWithDot(price: string): string {
  return price.replace(/,/g, '.');
}

/** Submit stays disabled until manufacturer, description, part number and price are set. */
export function canSubmitInventoryForm(form: InventoryForm): boolean {
  return [form.manufacturer, form.description, form.partNumber, form.price].every(
    (value) => value.trim() !== '',
  );
}

/** A number when the text reads as one; otherwise the text, for the server's field message. */
function numberOrText(text: string): number | string {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : text;
}

/** The request body of a form: trimmed text, part number without hyphens, quantity 1 when empty. */
export function inventoryItemInputOf(form: InventoryForm): InventoryItemInput {
  const quantity = form.quantity.trim();
  return {
    manufacturer: form.manufacturer.trim(),
    description: form.description.trim(),
    partNumber: stripHyphens(form.partNumber.trim()),
    quantity: quantity === '' ? 1 : numberOrText(quantity),
    partCondition: form.partCondition,
    price: numberOrText(priceWithDot(form.price.trim())),
  };
}

const FORM_FIELDS: readonly InventoryFormField[] = [
  'manufacturer',
  'description',
  'partNumber',
  'quantity',
  'partCondition',
  'price',
];

/** The server's validation errors (`[{ param, msg }]`) by form field; unknown params are left out. */
export function inventoryFormErrorsOf(
  errors: { param: string; msg: string }[] | undefined,
): InventoryFormErrors {
  const byField: InventoryFormErrors = {};
  for (const { param, msg } of errors ?? []) {
    const field = FORM_FIELDS.find((name) => name === param || param.endsWith(`.${name}`));
    if (field && !byField[field]) byField[field] = msg;
  }
  return byField;
}
