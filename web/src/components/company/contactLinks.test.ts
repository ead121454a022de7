import { describe, expect, it } from 'vitest';
import { teamsChatLinks, telHref } from './contactLinks.ts';

describe('contact links', () => {
  it('dials the digits of a phone number with its country code', () => {
    expect(telHref('+49 (0)30 123-456')).toBe('tel:+4930123456');
    expect(telHref('020 555 01 01')).toBe('tel:0205550101');
    expect(telHref('ask for Jan')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('opens a Teams chat in the app or on the web', () => {
    expect(teamsChatLinks(' jan@example.com ')).toEqual({
      app: 'msteams:/l/chat/0/0?users=jan%40example.com',
      web: 'https://teams.microsoft.com/l/chat/0/0?users=jan%40example.com',
    });
  });
});
