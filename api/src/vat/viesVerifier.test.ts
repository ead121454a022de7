import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVies, type FakeVies, type FakeViesAnswer } from '../test/fakeVies.ts';
import { createVatVerifier } from './vatVerifier.ts';
import { ViesVatVerifier } from './viesVerifier.ts';

const ANSWERS: Record<string, FakeViesAnswer> = {
  DE136695976: 'valid',
  EL094014201: 'valid',
  ATU13585627: 'msUnavailable',
  BE0411905847: 'serverError',
  FR40303265045: 'silent',
};

let vies: FakeVies;
let verifier: ViesVatVerifier;
beforeAll(async () => {
  vies = await startFakeVies((number) => ANSWERS[number] ?? 'invalid');
  verifier = new ViesVatVerifier({ url: vies.url, timeoutMs: 300 });
});
afterAll(() => vies.close());

describe('the VIES verifier', () => {
  it("asks VIES with the country code and the number without its prefix (Greece's EL)", async () => {
    expect(await verifier.verify('DE136695976')).toBe('valid');
    expect(await verifier.verify('EL094014201')).toBe('valid');
    expect(vies.requests).toEqual(
      expect.arrayContaining([
        { countryCode: 'DE', vatNumber: '136695976' },
        { countryCode: 'EL', vatNumber: '094014201' },
      ]),
    );
  });

  it('says invalid when VIES does not know the number', async () => {
    expect(await verifier.verify('IT00743110157')).toBe('invalid');
  });

  it("says unavailable for VIES's error answers, a 500 and no answer within the timeout", async () => {
    expect(await verifier.verify('ATU13585627')).toBe('unavailable');
    expect(await verifier.verify('BE0411905847')).toBe('unavailable');
    expect(await verifier.verify('FR40303265045')).toBe('unavailable');
  });

  it('says unavailable when VIES cannot be reached at all', async () => {
    const nowhere = new ViesVatVerifier({ url: 'http://127.0.0.1:9/check-vat-number', timeoutMs: 300 });
    expect(await nowhere.verify('DE136695976')).toBe('unavailable');
  });

  it('keeps a definite answer (one question per number), but asks again after an outage', async () => {
    const counting = new ViesVatVerifier({ url: vies.url, timeoutMs: 300 });
    const asked = (number: string) =>
      vies.requests.filter((r) => `${r.countryCode}${r.vatNumber}` === number).length;
    const before = asked('DE136695976');
    await counting.verify('DE136695976');
    await counting.verify('DE136695976');
    expect(asked('DE136695976')).toBe(before + 1);
    const outages = asked('ATU13585627');
    await counting.verify('ATU13585627');
    await counting.verify('ATU13585627');
    expect(asked('ATU13585627')).toBe(outages + 2);
  });
});

describe('createVatVerifier', () => {
  it('checks nothing unless VAT_VERIFICATION=vies', async () => {
    const none = createVatVerifier({ VAT_VERIFICATION: 'none', VIES_URL: vies.url, VIES_TIMEOUT_MS: 300 });
    expect(none.name).toBe('none');
    expect(await none.verify('DE136695976')).toBe('none');
    const configured = createVatVerifier({
      VAT_VERIFICATION: 'vies',
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: 300,
    });
    expect(configured.name).toBe('vies');
    expect(await configured.verify('DE136695976')).toBe('valid');
  });
});
