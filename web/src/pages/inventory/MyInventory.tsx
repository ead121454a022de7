import { useState } from 'react';
import { Link } from 'react-router';
import { InventoryEditor } from './editor/InventoryEditor.tsx';
import type { EditorState } from './editor/InventoryItemForm.tsx';
import { CsvImport } from './import/CsvImport.tsx';
import { InventoryMailNotice, INVENTORY_UPLOAD_ANCHOR } from './InventoryMailNotice.tsx';
import { InventoryList } from './list/InventoryList.tsx';
import { useInventoryList } from './list/useInventoryList.ts';

/** The update rule, in the words of spec part 2, section 9. */
const INVENTORY_UPDATE_RULE = 'Inventory must be updated at least every 2 weeks.';

const IDLE: EditorState = { mode: 'idle' };

/** My Inventory for a member who may trade: editor, file upload and the list of parts. */
export function MyInventory() {
  const list = useInventoryList();
  const [editor, setEditor] = useState<EditorState>(IDLE);
  const editingId = editor.mode === 'updating' ? editor.item.id : null;

  return (
    <section className="page inventory-page" data-testid="inventory-page">
      <h1>My Inventory</h1>
      <p className="page-lead">
        Parts you list here are found by members in the parts search. See{' '}
        <Link to="/inventory-hits" data-testid="inventory-hits-link">
          who searched for your parts
        </Link>
        .
      </p>
      <p className="inventory-notice" data-testid="inventory-update-rule">
        <strong>{INVENTORY_UPDATE_RULE}</strong> Keep quantities and prices current so members find stock you
        really have.
      </p>
      <InventoryMailNotice />
      <div className="inventory-columns">
        <InventoryEditor
          state={editor}
          onAdd={() => setEditor({ mode: 'adding' })}
          onCancel={() => setEditor(IDLE)}
          onSaved={(outcome) => {
            setEditor(IDLE);
            if (outcome === 'edited') list.reload();
            else list.reloadSoon();
          }}
        />
        <CsvImport id={INVENTORY_UPLOAD_ANCHOR} onImported={list.reload} />
      </div>
      <InventoryList
        list={list}
        editingId={editingId}
        onEdit={(item) => setEditor({ mode: 'updating', item })}
        onDeleted={(id) => {
          if (id === 'all' || id === editingId) setEditor(IDLE);
        }}
      />
    </section>
  );
}
