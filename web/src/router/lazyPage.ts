import { lazy, type ComponentType } from 'react';

/**
 * A page that is loaded from its own chunk the first time it renders, so the main bundle keeps only the
 * shell and the light pages; `name` is the page's named export. The shell's Suspense shows the fallback.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
