/** WhatsApp chat link of a phone number. */
export const whatsAppHref = (tel: string) => `https://wa.me/${tel.replace(/\D/g, '')}`;

/** The initials shown instead of a staff member's photo: first and last name's first letters ("Nina de Wit": NW). */
export function staffInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return `${first}${last}`.toUpperCase();
}

/** The alt text of a staff member's photo. */
export const staffPhotoAlt = (name: string) => `Photo of ${name}`;
