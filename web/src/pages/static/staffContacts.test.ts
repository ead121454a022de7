import { describe, expect, it } from 'vitest';
import { staffInitials, staffPhotoAlt, whatsAppHref } from './staffContacts.ts';

describe('staff contacts', () => {
  it('shows the first letters of the first and last name when there is no photo', () => {
    expect(staffInitials('Nina de Wit')).toBe('NW');
    expect(staffInitials('Martijn van Dijk')).toBe('MD');
    expect(staffInitials('  eva ')).toBe('E');
    expect(staffInitials('Özlem Şahin')).toBe('ÖŞ');
    expect(staffInitials('')).toBe('?');
  });

  it('names the person in the photo and links WhatsApp by the digits of the phone', () => {
    expect(staffPhotoAlt('Eva Jansen')).toBe('Photo of Eva Jansen');
    expect(whatsAppHref('+31 20 555 01 10')).toBe('https://wa.me/31205550110');
  });
});
