import { describe, expect, it } from 'vitest';
import {
  canLeaveStep2,
  hearOptions,
  initialRegisterForm,
  registrationBody,
  serverFieldErrors,
  step1Errors,
  submitErrors,
  type RegisterForm,
} from './registerForm.ts';

const filled = (extra: Partial<RegisterForm> = {}): RegisterForm => ({
  ...initialRegisterForm(false),
  company: ' Acme Trading ',
  address: 'Main street 1',
  country: 'NL',
  hear: 'LinkedIn',
  name: 'Ann',
  function: 'Buyer',
  email: 'ann@acme.example.com',
  tel: '+31 20 1',
  isContractAgreed: true,
  ...extra,
});

describe('the registration wizard', () => {
  it('leaves step 1 only with company, address and country', () => {
    expect(step1Errors(initialRegisterForm(false))).toEqual({
      company: 'This field is required',
      address: 'This field is required',
      country: 'This field is required',
    });
    expect(step1Errors(filled())).toEqual({});
  });

  it('offers None and six choices, or only the QR code for ?ref=qr, which is chosen already', () => {
    expect(hearOptions(false).map((option) => option.label)).toEqual([
      'None',
      'Google or other search engine',
      'Facebook',
      'LinkedIn',
      'Business Relation',
      'TBS Sales',
      'TBS Mailing',
    ]);
    expect(hearOptions(true)).toEqual([{ value: 'QR Code', label: 'QR Code' }]);
    expect(canLeaveStep2(initialRegisterForm(false))).toBe(false);
    expect(canLeaveStep2(initialRegisterForm(true))).toBe(true);
  });

  it('blocks Sign up until everything required is there, the captcha for visitors only', () => {
    expect(submitErrors(filled(), { needed: true, response: 'solved' })).toEqual({});
    expect(submitErrors(filled(), { needed: false, response: null })).toEqual({});
    expect(
      submitErrors(filled({ email: 'ann@', isContractAgreed: false, tel: ' ' }), {
        needed: true,
        response: null,
      }),
    ).toEqual({
      email: 'This field should be a correct email-address',
      tel: 'This field is required',
      isContractAgreed: 'Please agree to the contract terms',
      captcha: 'Please solve the captcha',
    });
  });

  it('sends trimmed texts, no empty optional ones and the QR code value for QR sign-ups', () => {
    const body = registrationBody(filled({ zip: ' ', website: 'https://acme.example.com' }), {
      isFromQrCode: true,
      captcha: 'solution',
    });
    expect(body).toMatchObject({
      company: 'Acme Trading',
      hear: 'QR Code',
      isFromQrCode: true,
      captcha: 'solution',
    });
    expect(body.zip).toBeUndefined();
    expect(body.website).toBe('https://acme.example.com');
    expect(body).not.toHaveProperty('password');
  });

  it('maps server errors to fields', () => {
    expect(
      serverFieldErrors([
        { param: 'email', msg: 'taken' },
        { param: 'body', msg: 'x' },
      ]),
    ).toEqual({ email: 'taken' });
  });
});
