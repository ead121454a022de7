import { INVENTORY_LIMITS } from '@tbs/rules/forms';
import { useId, useState, type FormEvent } from 'react';
import { isSuccess } from '../../../api/apiError.ts';
import type { InventoryItem, InventoryItemInput } from '../../../api/types.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { createInventoryItem, updateInventoryItem } from '../inventoryApi.ts';
import { notifyInventorySaved, notifyInventorySaveFailed, type SaveOutcome } from '../inventoryMessages.ts';
import {
  canSubmitInventoryForm,
  emptyInventoryForm,
  INVENTORY_CONDITIONS,
  inventoryFormErrorsOf,
  inventoryFormOf,
  inventoryItemInputOf,
  priceWithDot,
  stripHyphens,
  type EditorState,
  type InventoryForm,
  type InventoryFormErrors,
} from './inventoryForm.ts';

/**
 * The PATCH body: an untouched part number is left out, so that editing, say, the quantity of a part
 * listed as "805351-B21" does not rewrite its part number without hyphens.
 */
function patchOf(
  item: InventoryItem,
  form: InventoryForm,
  input: InventoryItemInput,
): Partial<InventoryItemInput> {
  if (form.partNumber !== item.partNumber) return input;
  const { partNumber: _unchanged, ...rest } = input;
  return rest;
}

interface InventoryItemFormProps {
  state: Exclude<EditorState, { mode: 'idle' }>;
  onCancel: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

/** The add or update form: POST for a new part, PATCH for the part being updated. */
export function InventoryItemForm({ state, onCancel, onSaved }: InventoryItemFormProps) {
  const updating = state.mode === 'updating' ? state.item : null;
  const [form, setForm] = useState<InventoryForm>(() =>
    updating ? inventoryFormOf(updating) : emptyInventoryForm(),
  );
  const [errors, setErrors] = useState<InventoryFormErrors>({});
  const [saving, setSaving] = useState(false);
  const conditionId = useId();

  const update = <Field extends keyof InventoryForm>(field: Field, value: InventoryForm[Field]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitInventoryForm(form) || saving) return;
    setSaving(true);
    const input = inventoryItemInputOf(form);
    const body = updating
      ? await updateInventoryItem(updating.id, patchOf(updating, form, input))
      : await createInventoryItem(input);
    setSaving(false);
    if (!isSuccess(body)) {
      setErrors(inventoryFormErrorsOf(body.errors));
      notifyInventorySaveFailed(body);
      return;
    }
    const outcome: SaveOutcome = updating
      ? 'edited'
      : body.type === 'update'
        ? 'mergedIntoExisting'
        : 'created';
    notifyInventorySaved(outcome);
    onSaved(outcome);
  };

  return (
    <form
      className="inventory-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="inventory-form"
    >
      <div className="inventory-form-fields">
        <TextField
          label="Part number"
          value={form.partNumber}
          onValueChange={(value) => update('partNumber', stripHyphens(value))}
          error={errors.partNumber}
          maxLength={INVENTORY_LIMITS.partNumber}
          autoFocus
          data-testid="inventory-part-number-input"
        />
        <TextField
          label="Manufacturer"
          value={form.manufacturer}
          onValueChange={(value) => update('manufacturer', value)}
          error={errors.manufacturer}
          maxLength={INVENTORY_LIMITS.manufacturer}
          data-testid="inventory-manufacturer-input"
        />
        <TextField
          label="Description"
          value={form.description}
          onValueChange={(value) => update('description', value)}
          error={errors.description}
          maxLength={INVENTORY_LIMITS.description}
          data-testid="inventory-description-input"
        />
        <TextField
          label="Quantity"
          type="number"
          min={0}
          step={1}
          value={form.quantity}
          onValueChange={(value) => update('quantity', value)}
          error={errors.quantity}
          data-testid="inventory-quantity-input"
        />
        <div className="field">
          <label htmlFor={conditionId}>Condition</label>
          <select
            id={conditionId}
            value={form.partCondition}
            onChange={(event) => {
              const condition = INVENTORY_CONDITIONS.find((option) => option.code === event.target.value);
              if (condition) update('partCondition', condition.code);
            }}
            data-testid="inventory-condition-input"
          >
            {INVENTORY_CONDITIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {errors.partCondition && (
            <p className="field-error" role="alert">
              {errors.partCondition}
            </p>
          )}
        </div>
        <TextField
          label="Price (EUR, 0 = CALL)"
          inputMode="decimal"
          value={form.price}
          onValueChange={(value) => update('price', priceWithDot(value))}
          error={errors.price}
          data-testid="inventory-price-input"
        />
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!canSubmitInventoryForm(form) || saving}
          data-testid="inventory-save"
        >
          {updating ? 'Update part' : 'Add part'}
        </button>
        <button type="button" className="button" onClick={onCancel} data-testid="inventory-cancel">
          Cancel
        </button>
      </div>
    </form>
  );
}
