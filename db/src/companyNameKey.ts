import unhomoglyph from 'unhomoglyph';

/**
 * Format characters that show nothing: zero-width space and joiners, word joiner, BOM, soft hyphen, bidi
 * controls and the other default-ignorable code points.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Accents and other combining marks, once decomposed (NFD): 'Démo' is 'Demo'. */
const COMBINING_MARKS = /\p{M}/gu;

/** Punctuation and symbols: dropped, so 'B.V.' is 'BV' and 'Demo-Trading' is 'DemoTrading'. */
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;

/**
 * Lower-casing turns some Cyrillic and Greek capitals into small-capital look-alikes (Т, т, ᴛ; М, м, ʍ): they
 * are read as the Latin letter they show. Only the small capitals the confusables data leaves as they are.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ĸ: 'k',
  ʟ: 'l',
  ʍ: 'm',
  ɴ: 'n',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');

const skeletonLower = (text: string): string => unhomoglyph(text).toLowerCase();

/**
 * Unicode's confusables skeleton (UTS #39, the data of the `unhomoglyph` package) made blind to case. The
 * skeleton is case-sensitive, so it is taken of the name as typed (Greek 'Β' is 'B'), then of its lower case
 * (Cyrillic 'а' is 'a'), and again once small capitals are read as letters. A skeleton is no spelling ('m'
 * becomes 'rn'): it is only compared.
 */
function confusableFold(text: string): string {
  const folded = skeletonLower(skeletonLower(text));
  return skeletonLower(folded.replace(SMALL_CAPITAL, (capital) => SMALL_CAPITALS[capital]!));
}

/**
 * A name's words, folded: invisible characters, accents, punctuation and case gone, look-alikes alike. The
 * skeleton makes 'l' of 'I' and '1', so 'i' joins them too: 'DEMO' and 'Demo' must not differ by it.
 */
function foldedWords(name: string): string[] {
  const visible = name.normalize('NFKC').replace(INVISIBLE, '');
  return confusableFold(visible)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(PUNCTUATION, '')
    .replaceAll('i', 'l')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Legal forms of the countries members trade from. 'Demo Trading B.V.', 'Demo Trading BV' and 'Demo Trading
 * Ltd' name the same business to a buyer, so a trailing legal form does not tell two names apart.
 */
const LEGAL_FORMS = new Set(
  [
    ...['B.V.', 'N.V.', 'V.O.F.', 'C.V.', 'BVBA', 'SPRL', 'SRL', 'SA'],
    ...['Ltd', 'Limited', 'PLC', 'LLP', 'LP', 'LLC', 'Inc', 'Incorporated', 'Corp', 'Corporation'],
    ...['Co', 'Company', 'GmbH', 'AG', 'KG', 'OHG', 'UG', 'e.K.', 'GbR', 'mbH', 'SE'],
    ...['SAS', 'SARL', 'EURL', 'SNC', 'S.p.A.', 'S.L.', 'SLU', 'Lda', 'Ltda', 'Oy', 'Oyj', 'AB', 'A/S'],
    ...['ASA', 'ApS', 'Sp. z o.o.', 's.r.o.', 'a.s.', 'Kft', 'Zrt', 'd.o.o.', 'OOO', 'OÜ', 'UAB', 'SIA'],
    ...['Pty', 'Pte', 'Pvt', 'Bhd', 'Sdn', 'FZE', 'FZCO', 'FZ-LLC', 'K.K.', 'S.A. de C.V.'],
  ].map((form) => foldedWords(form).join('')),
);

/** The words without the legal forms at their end ('Pty Ltd', 'GmbH & Co. KG'); one word always stays. */
function withoutLegalForms(words: string[]): string[] {
  for (let size = Math.min(4, words.length - 1); size >= 1; size -= 1) {
    if (LEGAL_FORMS.has(words.slice(-size).join(''))) return withoutLegalForms(words.slice(0, -size));
  }
  return words;
}

/**
 * The key two company names share when a buyer could take one for the other: NFKC, invisible characters,
 * accents, punctuation, case and spaces gone, trailing legal forms dropped, and Unicode's confusable look-alikes
 * (Cyrillic and Greek letters, digits like letters) folded together. Stored beside company and registration
 * names (`name_key`), so the duplicate check of a registration is one indexed comparison.
 */
export function companyNameKey(name: string): string {
  return withoutLegalForms(foldedWords(name)).join('');
}
