import { NavLink, Outlet } from 'react-router';

export const MEDIA_KIT_SECTIONS = [
  { path: 'about-tbs', label: 'About TBS' },
  { path: 'about-ebm', label: 'About the European Broker Meeting' },
  { path: 'advertising', label: 'Advertising' },
  { path: 'videos', label: 'Videos' },
  { path: 'social', label: 'Social' },
] as const;

/** Media kit frame: section navigation and the chosen section. */
export function MediaKitLayout() {
  return (
    <div className="page media-kit" data-testid="media-kit">
      <nav className="sub-nav" aria-label="Media kit">
        <NavLink end to="/media-kit" className={({ isActive }) => (isActive ? 'active' : undefined)}>
          Overview
        </NavLink>
        {MEDIA_KIT_SECTIONS.map((section) => (
          <NavLink
            key={section.path}
            to={`/media-kit/${section.path}`}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
