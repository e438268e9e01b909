import { describe, expect, it } from 'vitest';
import {
  BONUS_CHOICES,
  REGISTRATION_BONUS,
  REGISTRATION_TYPES,
  SAVE_CREDENTIALS,
  isOldEnough,
  isRealDate,
  isRegistrationAvailable,
  validateCredentialsEmail,
  validateRegistration,
  type RegistrationValues,
} from '@bf/headless/auth';

const NOW = new Date('2026-06-15T12:00:00Z');
const context = { currencies: ['RUB', 'USD'], minimumAge: 18, now: NOW };
const values = (patch: Partial<RegistrationValues> = {}): RegistrationValues => ({
  currency: 'RUB',
  bonus: 0,
  promoCode: '',
  terms: true,
  email: 'player@example.test',
  password: 'secret42',
  birthDate: '1990-01-01',
  name: '',
  surname: '',
  login: '',
  phone: '',
  smsCode: '',
  ...patch,
});

describe('registration enums (AUTH-017 to AUTH-027)', () => {
  it('are the spec values', () => {
    expect(REGISTRATION_TYPES).toEqual(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
    expect(REGISTRATION_BONUS).toEqual({ decline: 0, sports: 1, casino: 2 });
    expect(BONUS_CHOICES).toEqual([0, 1, 2]);
    expect(SAVE_CREDENTIALS).toEqual({ file: 0, picture: 1, email: 2 });
  });
});

describe('registration availability (AUTH-004, AUTH-005)', () => {
  it('is hidden on VIP domains and where registration is not allowed', () => {
    expect(isRegistrationAvailable({ isRegistrationAllowed: true, isVipDomain: false })).toBe(true);
    expect(isRegistrationAvailable({ isRegistrationAllowed: true, isVipDomain: true })).toBe(false);
    expect(isRegistrationAvailable({ isRegistrationAllowed: false, isVipDomain: false })).toBe(false);
  });
});

describe('field rules (AUTH-040)', () => {
  it('accepts a complete e-mail registration', () => {
    expect(validateRegistration('full_reg', values(), context)).toEqual({});
  });

  it('one click needs only the currency and the terms', () => {
    expect(validateRegistration('fast_reg', values({ email: '', password: '' }), context)).toEqual({});
    expect(validateRegistration('fast_reg', values({ terms: false, currency: 'XXX' }), context)).toEqual({ terms: 'termsRequired', currency: 'currencyRequired' });
  });

  it.each([
    [{ email: '' }, 'email', 'emailRequired'],
    [{ email: 'nope' }, 'email', 'emailInvalid'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'email', 'emailTooLong'],
    [{ password: 'short1' }, 'password', 'passwordShort'],
    [{ password: `${'a'.repeat(64)}1` }, 'password', 'passwordLong'],
    [{ password: '1234567890' }, 'password', 'passwordLetter'],
    [{ password: 'abcdefghij' }, 'password', 'passwordDigit'],
    [{ name: '1abc' }, 'name', 'nameInvalid'],
    [{ surname: 'x'.repeat(51) }, 'surname', 'nameInvalid'],
    [{ login: '1abc' }, 'login', 'loginInvalid'],
    [{ promoCode: 'bad code!' }, 'promoCode', 'promoInvalid'],
    [{ promoCode: 'a'.repeat(33) }, 'promoCode', 'promoInvalid'],
    [{ birthDate: '' }, 'birthDate', 'birthDateInvalid'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'birthDateInvalid'],
    [{ birthDate: '2010-01-01' }, 'birthDate', 'tooYoung'],
  ] as const)('refuses %j (%s: %s)', (patch, field, code) => {
    expect(validateRegistration('full_reg', values(patch), context)[field]).toBe(code);
  });

  it('accepts real names with spaces, hyphens and apostrophes, and optional fields left empty', () => {
    expect(validateRegistration('full_reg', values({ name: "Anne-Marie O'Neil", surname: 'Müller', login: 'player_1', promoCode: 'WELCOME-2026' }), context)).toEqual({});
  });

  it('the phone type checks the SMS code once it was sent', () => {
    expect(validateRegistration('phone_reg', values({ smsCode: '' }), context)).toEqual({});
    expect(validateRegistration('phone_reg', values({ smsCode: '12' }), { ...context, isSmsSent: true })).toEqual({ smsCode: 'codeInvalid' });
    expect(validateRegistration('phone_reg', values({ smsCode: '123456' }), { ...context, isSmsSent: true })).toEqual({});
  });

  it('uses the site config age when it is higher', () => {
    expect(validateRegistration('full_reg', values({ birthDate: '2007-01-01' }), { ...context, minimumAge: 21 }).birthDate).toBe('tooYoung');
  });

  it('counts age by the calendar; 29 February birthdays count on 1 March', () => {
    expect(isOldEnough('2008-06-15', 18, NOW)).toBe(true);
    expect(isOldEnough('2008-06-16', 18, NOW)).toBe(false);
    expect(isOldEnough('2008-02-29', 18, new Date('2026-02-28T00:00:00Z'))).toBe(false);
    expect(isOldEnough('2008-02-29', 18, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('1899-12-31')).toBe(false);
  });

  it('checks the e-mail the credentials go to', () => {
    expect(validateCredentialsEmail('me@example.test')).toBeUndefined();
    expect(validateCredentialsEmail('me@')).toBe('emailInvalid');
  });
});
