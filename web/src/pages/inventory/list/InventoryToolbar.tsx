import { PageSizeSelect } from '../../../components/pagination/PageSizeSelect.tsx';
import type { InventoryList } from './useInventoryList.ts';

interface InventoryToolbarProps {
  list: InventoryList;
  canDeleteAll: boolean;
  onDeleteAll: () => void;
}

/** Search box, page size select and the Delete all button above the inventory table. */
export function InventoryToolbar({ list, canDeleteAll, onDeleteAll }: InventoryToolbarProps) {
  return (
    <div className="parts-toolbar inventory-toolbar">
      <label className="inventory-search">
        <span className="visually-hidden">Search your inventory</span>
        <input
          type="search"
          placeholder="Search part number, manufacturer or description"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          data-testid="inventory-search"
        />
      </label>
      <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} testId="inventory-page-size" />
      <button
        type="button"
        className="button button--danger"
        disabled={!canDeleteAll}
        onClick={onDeleteAll}
        data-testid="inventory-delete-all"
      >
        Delete all
      </button>
    </div>
  );
}
