import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { useCurrentUser } from '../../stores/session.ts';
import { InventoryHitsTable } from './hits/InventoryHitsTable.tsx';
import { INVENTORY_HITS_PAGE_SIZE, useInventoryHits } from './hits/useInventoryHits.ts';
import { SignInRequired } from '../../components/SignInRequired.tsx';
import './inventory.css';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

/** /inventory-hits: who searched for the company's parts, newest first, 15 a page. */
export function InventoryHitsPage() {
  const user = useCurrentUser();
  if (!user)
    return (
      <SignInRequired title="Inventory hits" reason="Please sign in to see who searched for your parts." />
    );
  return <InventoryHits canManageInventory={user.isServiceOnly !== 1} />;
}

function InventoryHits({ canManageInventory }: { canManageInventory: boolean }) {
  const [page, setPage] = useState(1);
  const hits = useInventoryHits(page);

  return (
    <section className="page inventory-page" data-testid="inventory-hits-page">
      <h1>Inventory hits</h1>
      <p className="page-lead">Members whose parts search found a part of your inventory.</p>
      {canManageInventory && (
        <p>
          <Link to="/inventory">‹ Back to My Inventory</Link>
        </p>
      )}
      <section className="card" aria-busy={hits.isPending}>
        {hits.isPending && <Skeleton blocks={5} blockHeight={44} lines={0} label="Loading inventory hits" />}
        {hits.isError && (
          <p className="parts-message" role="alert">
            {hits.error.message}
          </p>
        )}
        {hits.isSuccess && hits.data.numResults === 0 && (
          <p className="muted" data-testid="inventory-hits-empty">
            No searches have found your parts yet. Hits appear here when members search for part numbers in
            your inventory.
          </p>
        )}
        {hits.isSuccess && hits.data.numResults > 0 && (
          <>
            <InventoryHitsTable hits={hits.data.results} />
            <Pagination
              page={page}
              pageSize={hits.data.pageSize || INVENTORY_HITS_PAGE_SIZE}
              total={hits.data.numResults}
              onPage={setPage}
              testId="inventory-hits-pagination"
            />
          </>
        )}
      </section>
    </section>
  );
}
