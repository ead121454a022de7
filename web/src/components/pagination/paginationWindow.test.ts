import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationWindow, shownRange } from './paginationWindow.ts';

describe('paginationWindow', () => {
  it('lists all pages when there are 7 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one spacer at the end near the start', () => {
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts one spacer at the start near the end', () => {
    expect(paginationWindow(19, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('puts spacers on both sides in the middle', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });
});

describe('shownRange', () => {
  it('gives the first and last result number of a page', () => {
    expect(shownRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(shownRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
  });

  it('gives 0 to 0 without results', () => {
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('pageCountOf', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCountOf(95, 10)).toBe(10);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});
