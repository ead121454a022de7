/** The company profile's limits, messages and website rule (spec part 1 section 5): the api and the web's forms. */

/** The profile's messages that the spec has no words for, in its style. */
export const PROFILE_FIELD_MESSAGES = {
  website: 'Please enter a website address such as www.example.com',
  websiteSpaces: 'A website address cannot contain spaces',
  singleLine: 'This field must be on one line',
} as const;

/**
 * The free texts of the company (description, shipping details, warranty policy) are `text` columns: the
 * server bounds them anyway, well above what any profile holds, so one request cannot store megabytes.
 */
const LONG_TEXT_MAX = 5000;

/** The column limits of the editable company and contact fields (db/src/entities company.ts, contact.ts). */
export const PROFILE_LIMITS = {
  tel: 40,
  website: 200,
  address: 300,
  bankCode: 60,
  ibanCode: 60,
  swiftCode: 30,
  paymentMethod: 200,
  vatNr: 40,
  contactName: 100,
  contactFunction: 100,
  imValue: 200,
  /** The free texts: description, shipping details, warranty policy. */
  longText: LONG_TEXT_MAX,
} as const;

/** A company's website as people type it ('www.example.com', 'https://example.com/en'): a real web host. */
export function isSaneWebsite(text: string): boolean {
  // 'example.com:8080' names a port, not a scheme; 'javascript:...' and 'ftp://...' are schemes.
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  // URL gives the host in punycode: labels of letters, digits and hyphens, and a top-level name.
  return /^(?=.{4,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/.test(
    url.hostname,
  );
}
