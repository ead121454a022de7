import { useEffect, useState } from 'react';
import { getInventoryCount } from '../inventoryApi.ts';

/** The Delete all question, naming how many parts will go once the count is known. */
export function DeleteAllQuestion() {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    void getInventoryCount().then((body) => {
      if (active && typeof body.count === 'number') setCount(body.count);
    });
    return () => {
      active = false;
    };
  }, []);

  const parts =
    count === null ? 'All parts' : `All ${count.toLocaleString('en-US')} ${count === 1 ? 'part' : 'parts'}`;
  return (
    <p className="warning">
      {parts} of your inventory will be deleted. Other members will no longer find them. This cannot be
      undone.
    </p>
  );
}
