import { useCurrentUser } from '../../stores/session.ts';
import { MyInventory } from './MyInventory.tsx';
import { ServiceOnlyRefusal } from './ServiceOnlyRefusal.tsx';
import { SignInRequired } from '../../components/SignInRequired.tsx';
import './inventory.css';

/** /inventory: members who may trade manage their stock; service-only members are referred to us. */
export function InventoryPage() {
  const user = useCurrentUser();
  if (!user) return <SignInRequired title="My Inventory" reason="Please sign in to manage your inventory." />;
  if (user.isServiceOnly === 1) return <ServiceOnlyRefusal />;
  return <MyInventory />;
}
