import { PART_CONDITIONS, type PartCondition } from '@tbs/rules';
import { INVENTORY_LIMITS, InventoryItemInput } from '@tbs/rules/forms';
import { useId, useState } from 'react';
import { isSuccess } from '../../../api/apiError.ts';
import type { InventoryItem } from '../../../api/types.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../../forms/useSchemaForm.ts';
import { createInventoryItem, updateInventoryItem } from '../inventoryApi.ts';
import { notifyInventorySaved, notifyInventorySaveFailed, type SaveOutcome } from '../inventoryMessages.ts';
import { SaveActions } from '../../../forms/SaveActions.tsx';

/** Idle, adding a new part, or updating the part with this id (spec part 2, section 4). */
export type EditorState = { mode: 'idle' } | { mode: 'adding' } | { mode: 'updating'; item: InventoryItem };

/** The names the condition select shows for the conditions a part can be offered in. */
const CONDITION_NAMES: Record<PartCondition, string> = {
  'F/S': 'F/S (factory sealed)',
  NOB: 'NOB (new open box)',
  NEW: 'NEW',
  REF: 'REF (refurbished)',
  USED: 'USED',
  ASIS: 'ASIS (as is)',
};

/** The editor's fields as typed (text inputs hold strings): an empty form has quantity 1, the first condition. */
function formOf(item: InventoryItem | null) {
  return {
    manufacturer: item?.manufacturer ?? '',
    description: item?.description ?? '',
    partNumber: item?.partNumber ?? '',
    quantity: item ? String(item.quantity) : '1',
    partCondition: item?.partCondition ?? PART_CONDITIONS[0],
    price: item ? String(item.price) : '',
  };
}

/** Submit stays disabled until manufacturer, description, part number and price are set. */
const REQUIRED_FIELDS = ['manufacturer', 'description', 'partNumber', 'price'] as const;

interface InventoryItemFormProps {
  state: Exclude<EditorState, { mode: 'idle' }>;
  onCancel: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

/**
 * The add or update form: POST for a new part, PATCH for the part being updated, checked as the api checks
 * them (InventoryItemInput). Part numbers lose their hyphens and prices take a decimal comma as a dot as
 * they are typed.
 */
export function InventoryItemForm({ state, onCancel, onSaved }: InventoryItemFormProps) {
  const updating = state.mode === 'updating' ? state.item : null;
  const form = useSchemaForm(InventoryItemInput, formOf(updating));
  const values = form.watch();
  const [saving, setSaving] = useState(false);
  const conditionId = useId();
  const conditionError = form.getFieldState('partCondition', form.formState).error?.message;
  const canSubmit = REQUIRED_FIELDS.every((field) => values[field].trim() !== '') && !saving;

  const submit = form.handleSubmit(async (input) => {
    setSaving(true);
    // An untouched part number is left out of a PATCH, so that editing, say, the quantity of a part listed
    // as "805351-B21" does not rewrite its part number without hyphens.
    const { partNumber: _unchanged, ...rest } = input;
    const body = updating
      ? await updateInventoryItem(updating.id, values.partNumber === updating.partNumber ? rest : input)
      : await createInventoryItem(input);
    setSaving(false);
    if (!isSuccess(body)) {
      showServerErrors(form, body.errors);
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
  });

  return (
    <form
      className="inventory-form"
      noValidate
      onSubmit={(event) => {
        if (canSubmit) void submit(event);
        else event.preventDefault();
      }}
      data-testid="inventory-form"
    >
      <div className="inventory-form-fields">
        <TextField
          label="Part number"
          {...textField(form, 'partNumber')}
          onValueChange={(value) => form.setValue('partNumber', value.replace(/-/g, ''))}
          maxLength={INVENTORY_LIMITS.partNumber}
          autoFocus
          data-testid="inventory-part-number-input"
        />
        <TextField
          label="Manufacturer"
          {...textField(form, 'manufacturer')}
          maxLength={INVENTORY_LIMITS.manufacturer}
          data-testid="inventory-manufacturer-input"
        />
        <TextField
          label="Description"
          {...textField(form, 'description')}
          maxLength={INVENTORY_LIMITS.description}
          data-testid="inventory-description-input"
        />
        <TextField
          label="Quantity"
          type="number"
          min={0}
          step={1}
          {...textField(form, 'quantity')}
          data-testid="inventory-quantity-input"
        />
        <div className="field">
          <label htmlFor={conditionId}>Condition</label>
          <select
            id={conditionId}
            value={values.partCondition}
            onChange={(event) => {
              const condition = PART_CONDITIONS.find((code) => code === event.target.value);
              if (condition) form.setValue('partCondition', condition);
            }}
            data-testid="inventory-condition-input"
          >
            {PART_CONDITIONS.map((code) => (
              <option key={code} value={code}>
                {CONDITION_NAMES[code]}
              </option>
            ))}
          </select>
          {conditionError && (
            <p className="field-error" role="alert">
              {conditionError}
            </p>
          )}
        </div>
        <TextField
          label="Price (EUR, 0 = CALL)"
          inputMode="decimal"
          {...textField(form, 'price')}
          onValueChange={(value) => form.setValue('price', value.replace(/,/g, '.'))}
          data-testid="inventory-price-input"
        />
      </div>
      <SaveActions
        onCancel={onCancel}
        saving={false}
        disabled={!canSubmit}
        testId="inventory-save"
        cancelTestId="inventory-cancel"
      >
        {updating ? 'Update part' : 'Add part'}
      </SaveActions>
    </form>
  );
}
