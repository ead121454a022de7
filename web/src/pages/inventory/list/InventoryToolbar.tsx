import { isPageSize, PAGE_SIZES } from '../../../search/partsUrlState.ts';
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
      <label>
        Per page{' '}
        <select
          value={list.pageSize}
          onChange={(event) => {
            const pageSize = Number(event.target.value);
            if (isPageSize(pageSize)) list.setPageSize(pageSize);
          }}
          data-testid="inventory-page-size"
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
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
