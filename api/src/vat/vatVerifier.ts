import type { Config } from '@tbs/config';
import { NoVatVerifier, type VatVerifier } from './verifier.ts';
import { ViesVatVerifier } from './viesVerifier.ts';

export type VatVerificationSettings = Pick<Config, 'VAT_VERIFICATION' | 'VIES_URL' | 'VIES_TIMEOUT_MS'>;

/** The verifier VAT_VERIFICATION names: the EU's VIES service at VIES_URL, or none. */
export function createVatVerifier(settings: VatVerificationSettings): VatVerifier {
  if (settings.VAT_VERIFICATION === 'vies')
    return new ViesVatVerifier({ url: settings.VIES_URL, timeoutMs: settings.VIES_TIMEOUT_MS });
  return new NoVatVerifier();
}
