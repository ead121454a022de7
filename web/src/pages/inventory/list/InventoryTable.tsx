import type { InventoryItem } from '../../../api/types.ts';
import { formatPrice } from '@tbs/rules';

const columns = ['Part number', 'Manufacturer', 'Description', 'Qty', 'Condition', 'Price'];

interface InventoryTableProps {
  items: InventoryItem[];
  /** The part open in the editor, highlighted. */
  editingId: number | null;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
}

/** One page of the company's parts with edit and delete per row; prices in euro, 0 as CALL. */
export function InventoryTable({ items, editingId, onEdit, onDelete }: InventoryTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table inventory-table">
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              className={item.id === editingId ? 'inventory-row--editing' : undefined}
              data-testid="inventory-row"
            >
              <td className="nowrap" data-testid="inventory-part-number">
                {item.partNumber}
              </td>
              <td>{item.manufacturer}</td>
              <td>{item.description}</td>
              <td data-testid="inventory-quantity">{item.quantity}</td>
              <td>{item.partCondition}</td>
              <td className="nowrap" data-testid="inventory-price">
                {formatPrice(item.price)}
              </td>
              <td>
                <div className="inventory-row-actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => onEdit(item)}
                    aria-label={`Edit ${item.partNumber}`}
                    data-testid="inventory-edit"
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={() => onDelete(item)}
                    aria-label={`Delete ${item.partNumber}`}
                    data-testid="inventory-delete"
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
