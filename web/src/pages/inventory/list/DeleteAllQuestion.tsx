import { useQuery } from '@tanstack/react-query';
import { successBodyOf } from '../../../api/apiError.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { getInventoryCount } from '../inventoryApi.ts';

/** The number of parts in the company's inventory; null until known. */
function useInventoryCount(): number | null {
  const { data } = useQuery({
    queryKey: queryKeys.member.inventoryCount,
    queryFn: async () => (await successBodyOf(getInventoryCount())).count ?? null,
  });
  return data ?? null;
}

/** The Delete all question, naming how many parts will go once the count is known. */
export function DeleteAllQuestion() {
  const count = useInventoryCount();
  const parts =
    count === null ? 'All parts' : `All ${count.toLocaleString('en-US')} ${count === 1 ? 'part' : 'parts'}`;
  return (
    <p className="warning">
      {parts} of your inventory will be deleted. Other members will no longer find them. This cannot be
      undone.
    </p>
  );
}
