import type { InventoryItem } from '../../../api/types.ts';
import { Pagination } from '../../../components/pagination/Pagination.tsx';
import { ConfirmDeleteModal } from './ConfirmDeleteModal.tsx';
import { DeleteAllQuestion } from './DeleteAllQuestion.tsx';
import { InventoryTable } from './InventoryTable.tsx';
import { InventoryToolbar } from './InventoryToolbar.tsx';
import { useInventoryDeletes } from './useInventoryDeletes.ts';
import type { InventoryList as InventoryListState } from './useInventoryList.ts';
import { Skeleton } from '../../../components/skeleton/Skeleton.tsx';

interface InventoryListProps {
  list: InventoryListState;
  editingId: number | null;
  onEdit: (item: InventoryItem) => void;
  /** A part (or all) was deleted: the editor lets go of it. */
  onDeleted: (id: number | 'all') => void;
}

/** The company's parts: toolbar, table, pagination and the delete confirmations. */
export function InventoryList({ list, editingId, onEdit, onDeleted }: InventoryListProps) {
  const deletes = useInventoryDeletes(list, onDeleted);
  const { loaded, loading, loadError } = list;
  const hasParts = (loaded?.numResults ?? 0) > 0;

  return (
    <section className="card inventory-list" aria-busy={loading} data-testid="inventory-list">
      <h2>Your parts</h2>
      <InventoryToolbar
        list={list}
        canDeleteAll={hasParts || list.search !== ''}
        onDeleteAll={() => deletes.ask({ target: 'all' })}
      />
      {loadError && (
        <p className="parts-message" role="alert">
          {loadError}
        </p>
      )}
      {!loaded && !loadError && (
        <Skeleton blocks={8} blockHeight={44} lines={0} label="Loading your inventory" />
      )}
      {loaded && !hasParts && (
        <p className="muted" data-testid="inventory-empty">
          {list.search
            ? `No parts match "${list.search}".`
            : 'Your inventory is empty. Add a part or upload a file.'}
        </p>
      )}
      {loaded && hasParts && (
        <div className={loading ? 'parts-results--loading' : undefined}>
          <InventoryTable
            items={loaded.results}
            editingId={editingId}
            onEdit={onEdit}
            onDelete={(item) => deletes.ask({ target: 'item', item })}
          />
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={loaded.numResults}
            onPage={list.setPage}
            testId="inventory-pagination"
          />
        </div>
      )}

      {deletes.request?.target === 'item' && (
        <ConfirmDeleteModal
          title="Delete part"
          confirmLabel="Delete part"
          busy={deletes.busy}
          onConfirm={() => void deletes.confirm()}
          onClose={deletes.cancel}
        >
          <p>
            Delete <strong>{deletes.request.item.partNumber}</strong> ({deletes.request.item.partCondition})
            from your inventory?
          </p>
        </ConfirmDeleteModal>
      )}
      {deletes.request?.target === 'all' && (
        <ConfirmDeleteModal
          title="Delete all parts"
          confirmLabel="Delete all"
          busy={deletes.busy}
          onConfirm={() => void deletes.confirm()}
          onClose={deletes.cancel}
        >
          <DeleteAllQuestion />
        </ConfirmDeleteModal>
      )}
    </section>
  );
}
