import { createRequire } from 'node:module';
import type * as Hnswlib from 'hnswlib-node';
import type { HierarchicalNSW, SpaceName } from 'hnswlib-node';

const require = createRequire(import.meta.url);
let library: typeof Hnswlib | undefined;

/**
 * A new HNSW graph. The native addon is loaded with the first graph, not when the api's modules are imported:
 * only a process that answers AI possible matches carries it (every api test imports this module).
 */
export function newHnswGraph(space: SpaceName, dimensions: number): HierarchicalNSW {
  library ??= require('hnswlib-node') as typeof Hnswlib;
  return new library.HierarchicalNSW(space, dimensions);
}

export type { HierarchicalNSW };
