import type { Config } from '@tbs/config';
import type { VatVerification } from '@tbs/rules';
import { ViesVatVerifier } from './viesVerifier.ts';

/** Checks an EU VAT number with a verification service; one implementation per service. */
export interface VatVerifier {
  /** 'vies', or 'none' when no service is configured. */
  readonly name: 'vies' | 'none';
  /**
   * What the service says of a number that already passed its format and check digits ('DE136695976',
   * prefix included): valid, invalid, or unavailable when it did not answer in time. Never throws.
   */
  verify(vatNumber: string): Promise<VatVerification>;
}

/** No service configured: nothing is verified (a visitor's number is then taxed, see vatNumberCheck). */
export class NoVatVerifier implements VatVerifier {
  readonly name = 'none';
  verify(): Promise<VatVerification> {
    return Promise.resolve('none');
  }
}

export type VatVerificationSettings = Pick<Config, 'VAT_VERIFICATION' | 'VIES_URL' | 'VIES_TIMEOUT_MS'>;

/** The verifier VAT_VERIFICATION names: the EU's VIES service at VIES_URL, or none. */
export function createVatVerifier(settings: VatVerificationSettings): VatVerifier {
  if (settings.VAT_VERIFICATION === 'vies')
    return new ViesVatVerifier({ url: settings.VIES_URL, timeoutMs: settings.VIES_TIMEOUT_MS });
  return new NoVatVerifier();
}
