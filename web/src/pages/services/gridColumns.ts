import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many columns a CSS grid lays out now (1 before layout), following resizes. */
export function useGridColumns(grid: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => {
      const template = getComputedStyle(element).gridTemplateColumns;
      setColumns(Math.max(1, template.split(' ').filter(Boolean).length));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return columns;
}

/** The index after which the open tile's panel goes: the last tile of the open tile's row. */
export function panelAfterIndex(openIndex: number, columns: number, tiles: number): number {
  const rowEnd = (Math.floor(openIndex / columns) + 1) * columns - 1;
  return Math.min(rowEnd, tiles - 1);
}
