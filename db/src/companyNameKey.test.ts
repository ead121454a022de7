import { describe, expect, it } from 'vitest';
import { companyNameKey } from './companyNameKey.ts';

describe('companyNameKey', () => {
  const demo = companyNameKey('Demo Trading BV');

  it.each([
    ['a legal form with dots', 'Demo Trading B.V.'],
    ['another legal form', 'Demo Trading Ltd.'],
    ['legal forms of several words', 'Demo Trading GmbH & Co. KG'],
    ['a legal form with spaces', 'Demo Trading Sp. z o.o.'],
    ['no legal form', 'Demo Trading'],
    ['other case', 'DEMO TRADING bv'],
    ['extra spaces', '  Demo   Trading    BV '],
    ['a hyphen', 'Demo-Trading BV'],
    ['a zero-width space', 'Demo\u200BTrading BV'],
    ['a soft hyphen and a joiner', 'De\u00ADmo Tra\u200Dding BV'],
    ['a bidi override', 'Demo \u202ETrading BV'],
    ['full-width letters (NFKC)', 'Ｄｅｍｏ Trading BV'],
    ['an accent', 'Démo Trading BV'],
    ['Cyrillic small letters', 'D\u0435m\u043E Tr\u0430ding BV'],
    ['Cyrillic capitals', 'DEMO \u0422R\u0410DING BV'],
    ['Cyrillic small letters that lower-case to small capitals', 'Demo \u0442rading BV'],
    ['Greek capitals', '\u0392ETA', 'BETA'],
    ['Greek small letters', '\u03B1lpha', 'Alpha'],
    ['a capital I for an l', 'PaypaI', 'Paypal'],
    ['zeros for the letter O', 'Tech 2000', 'Tech 2OOO'],
  ])('takes %s for the same name', (_, lookAlike, original?: string) => {
    expect(companyNameKey(lookAlike)).toBe(original ? companyNameKey(original) : demo);
  });

  it.each([
    ['another name', 'Demo Traders BV'],
    ['another word', 'Demo Trading Europe BV'],
    ['a number', 'Demo Trading 2 BV'],
  ])('tells %s apart', (_, other) => {
    expect(companyNameKey(other)).not.toBe(demo);
  });

  it('keeps a name that is only a legal form, and drops a legal form only at the end', () => {
    expect(companyNameKey('B.V.')).toBe(companyNameKey('BV'));
    expect(companyNameKey('B.V.')).not.toBe('');
    expect(companyNameKey('AG Trading')).not.toBe(companyNameKey('Trading'));
  });
});
