import type { SaveOutcome } from '../inventoryMessages.ts';
import { InventoryItemForm, type EditorState } from './InventoryItemForm.tsx';

interface InventoryEditorProps {
  state: EditorState;
  onAdd: () => void;
  onCancel: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

/** The editor card: idle (an Add button), adding a new part, or updating an existing one. */
export function InventoryEditor({ state, onAdd, onCancel, onSaved }: InventoryEditorProps) {
  const title = state.mode === 'updating' ? `Update ${state.item.partNumber}` : 'Add a part';
  return (
    <section className="card inventory-editor" data-testid="inventory-editor" data-mode={state.mode}>
      <h2>{title}</h2>
      {state.mode === 'idle' ? (
        <>
          <p className="muted">Only list parts that are physically in your own stock or warehouse.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={onAdd}
            data-testid="inventory-add"
          >
            Add part
          </button>
        </>
      ) : (
        <InventoryItemForm
          key={state.mode === 'updating' ? state.item.id : 'new'}
          state={state}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
