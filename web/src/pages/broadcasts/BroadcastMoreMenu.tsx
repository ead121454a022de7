import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMenuDismiss } from '../../components/menus/useMenuDismiss.ts';

/** More: Broadcast Settings (a new tab), Broadcast Rules, Grading Guidelines. */
export function BroadcastMoreMenu() {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useMenuDismiss(open, menuRef, () => setOpen(false));

  const close = () => setOpen(false);
  return (
    <div className="broadcast-more" ref={menuRef}>
      <button
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        data-testid="broadcast-more-button"
      >
        More ▾
      </button>
      {open && (
        <ul className="broadcast-more-list" role="menu" data-testid="broadcast-more-menu">
          <li role="none">
            <a role="menuitem" href="/broadcast-settings" target="_blank" rel="noopener" onClick={close}>
              Broadcast Settings
            </a>
          </li>
          <li role="none">
            <Link role="menuitem" to="/broadcast-rules" onClick={close}>
              Broadcast Rules
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/grading-guidelines" onClick={close}>
              Grading Guidelines
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
