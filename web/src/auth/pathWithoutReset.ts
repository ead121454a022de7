import type { Location } from 'react-router';

/** The current path, query and hash without the password-reset `reset` parameter. */
export function pathWithoutReset(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = new URLSearchParams(location.search);
  query.delete('reset');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
