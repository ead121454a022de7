import { describe, expect, it } from 'vitest';
import { companyPath, isPlainClick } from './paths.ts';

describe('companyPath and isPlainClick', () => {
  it('links the company page and leaves modified clicks to the browser', () => {
    expect(companyPath(42)).toBe('/companies/42');
    const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
