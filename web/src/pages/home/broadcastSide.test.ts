import { describe, expect, it } from 'vitest';
import { broadcastSide } from './broadcastSide.ts';

describe('broadcastSide', () => {
  it('reads side, else type', () => {
    expect(broadcastSide({ side: 'WTB' })).toBe('WTB');
    expect(broadcastSide({ type: 'wts' })).toBe('WTS');
    expect(broadcastSide({})).toBeNull();
  });
});
