import { useEffect } from 'react';
import { applyPageMeta, routeMetaFor } from './routeMeta.ts';

/** Replace the head metadata from the route table on every navigation. */
export function useRouteMeta(pathname: string): void {
  useEffect(() => {
    applyPageMeta(routeMetaFor(pathname), pathname);
  }, [pathname]);
}
