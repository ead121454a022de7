import type { VatVerification } from '@tbs/rules';

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
