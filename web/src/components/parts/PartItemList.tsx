import type { ReactNode } from 'react';
import type { PartDetail } from '../../api/types.ts';

interface PartItemListProps {
  part: Pick<PartDetail, 'partNumber' | 'manufacturer' | 'description' | 'quantity' | 'partCondition'>;
  /** The price as the page shows it (currency and CALL already applied). */
  price: ReactNode;
}

/** The spec's Item Details of a part: part number, manufacturer, description, quantity, condition, price. */
export function PartItemList({ part, price }: PartItemListProps) {
  return (
    <dl className="detail-list">
      <dt>Part number</dt>
      <dd>{part.partNumber}</dd>
      <dt>Manufacturer</dt>
      <dd>{part.manufacturer}</dd>
      <dt>Description</dt>
      <dd>{part.description}</dd>
      <dt>Quantity</dt>
      <dd>{part.quantity}</dd>
      <dt>Condition</dt>
      <dd>{part.partCondition}</dd>
      <dt>Price</dt>
      <dd>{price}</dd>
    </dl>
  );
}
