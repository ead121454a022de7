import { Link } from 'react-router';
import { useSettings } from '../../queries/settings.ts';
import { useCurrentUser } from '../../stores/session.ts';

/** Inventory beyond this many parts may also be mailed as a file (spec part 2, section 9). */
const MAILED_INVENTORY_MIN_PARTS = 20;

/** The id of the upload card the notice points to. */
export const INVENTORY_UPLOAD_ANCHOR = 'inventory-upload';

/**
 * The spec's notice that more than 20 parts can be sent as a file by e-mail, to the settings' inventoryEmail
 * (INVENTORY_EMAIL, else the operator's address); it points at the upload on this page first, which needs no one.
 */
export function InventoryMailNotice() {
  const inventoryEmail = useSettings()?.inventoryEmail ?? null;
  const companyName = useCurrentUser()?.companyName ?? '';
  const subject = encodeURIComponent(companyName ? `Inventory of ${companyName}` : 'Inventory');

  return (
    <p className="inventory-notice muted" data-testid="inventory-mail-notice">
      More than {MAILED_INVENTORY_MIN_PARTS} parts?{' '}
      <a href={`#${INVENTORY_UPLOAD_ANCHOR}`} data-testid="inventory-mail-notice-upload">
        Upload them as a CSV file
      </a>{' '}
      below, or send your inventory as a file by e-mail
      {inventoryEmail ? (
        <>
          {' '}
          to{' '}
          <a href={`mailto:${inventoryEmail}?subject=${subject}`} data-testid="inventory-mail-address">
            {inventoryEmail}
          </a>
        </>
      ) : (
        <>
          {' '}
          (<Link to="/contact">contact us</Link> for the address)
        </>
      )}{' '}
      and we add it for you.
    </p>
  );
}
