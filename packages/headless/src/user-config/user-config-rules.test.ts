import { describe, expect, it } from 'vitest';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import {
  activationTypeAfterPhoneBinding,
  applyPhoneBinding,
  cashbackKind,
  hasContactFields,
  hasRequiredProfileFields,
  isBanned,
  isEmailActivationNeeded,
  isNotVerified,
  isPendingVerification,
  isPhoneActivationNeeded,
  isVerificationAvailable,
  missingProfileFields,
  protectionBand,
  withBlocked,
} from '@bf/headless/user-config';

const config = (over: Partial<UserConfig> = {}): UserConfig => ({ user_hide_balance: true, protection_level: null, recharge_notification: { text_id: 0 }, ...over }) as UserConfig;

describe('protection level bands (UCFG-022 to UCFG-026)', () => {
  it('reads null as none, 30 and below as bad, 31 to 69 normal, 70 to 99 good, 100 and above full', () => {
    expect(protectionBand(null)).toBe('none');
    expect(protectionBand(undefined)).toBe('none');
    expect([0, 30].map(protectionBand)).toEqual(['bad', 'bad']);
    expect([31, 69].map(protectionBand)).toEqual(['normal', 'normal']);
    expect([70, 99].map(protectionBand)).toEqual(['good', 'good']);
    expect([100, 140].map(protectionBand)).toEqual(['full', 'full']);
    // Between the whole numbers the spec names: above 30 is normal, below 70 is normal.
    expect([30.5, 69.5].map(protectionBand)).toEqual(['normal', 'normal']);
  });
});

describe('activation type on phone binding (UCFG-017 to UCFG-019)', () => {
  it('moves 0 to 3 and 1 to 2, and leaves 2 and 3 alone', () => {
    expect([0, 1, 2, 3].map((type) => activationTypeAfterPhoneBinding(type as 0 | 1 | 2 | 3))).toEqual([3, 2, 2, 3]);
  });

  it('switches phone-binding protection on and stores the number, without touching the original', () => {
    const before = config({ activation_type: 1, user_email: 'p@example.com', protection_methods: { enable_email_auth: true, enable_phone_binding: false } });
    const after = applyPhoneBinding(before, { phone_number: '9161234567', phone_code: '+7' });
    expect(after).toMatchObject({ activation_type: 2, phone_number: '9161234567', phone_code: '+7', protection_methods: { enable_email_auth: true, enable_phone_binding: true } });
    expect(before.activation_type).toBe(1);
    expect(applyPhoneBinding(config(), { phone_number: '1' }).activation_type).toBe(3);
  });
});

describe('what needs activating (UCFG-020, UCFG-021)', () => {
  it('asks to activate a phone that exists while the activation type has no phone', () => {
    expect(isPhoneActivationNeeded({ phone_number: '9161234567', activation_type: 1 })).toBe(true);
    expect(isPhoneActivationNeeded({ phone_number: '9161234567', activation_type: 3 })).toBe(false);
    expect(isPhoneActivationNeeded({ phone_number: '', activation_type: 0 })).toBe(false);
  });

  it('asks to activate an e-mail that exists while the activation type has no e-mail', () => {
    expect(isEmailActivationNeeded({ user_email: 'p@example.com', activation_type: 3 })).toBe(true);
    expect(isEmailActivationNeeded({ user_email: 'p@example.com', activation_type: 2 })).toBe(false);
    expect(isEmailActivationNeeded({ user_email: null, activation_type: 0 })).toBe(false);
  });
});

describe('profile, contacts and verification (UCFG-027 to UCFG-031)', () => {
  const full = { date_birthday: '1990-05-17', name: 'Anna', surname: 'Ivanova', passport: '123456', passport_date: '2010-01-01', registration_address: 'Moscow' };

  it('counts the required profile fields filled only when all six are set', () => {
    expect(hasRequiredProfileFields(config({ user_data: full }))).toBe(true);
    expect(hasRequiredProfileFields(config({ user_data: { ...full, passport_date: null } }))).toBe(false);
    expect(hasRequiredProfileFields(config({ user_data: { ...full, name: '  ' } }))).toBe(false);
    expect(hasRequiredProfileFields(config())).toBe(false);
    expect(missingProfileFields(config({ user_data: { ...full, passport: null, registration_address: '' } }))).toEqual(['passport', 'registration_address']);
  });

  it('counts contact fields filled when phone and e-mail both exist', () => {
    expect(hasContactFields({ phone_number: '9161234567', user_email: 'p@example.com' })).toBe(true);
    expect(hasContactFields({ phone_number: '9161234567', user_email: '' })).toBe(false);
  });

  it('reads pending verification from user_status_id 1, not verified from verification_status 1, availability from the types', () => {
    expect([isPendingVerification({ user_status_id: 1 }), isPendingVerification({ user_status_id: 0 })]).toEqual([true, false]);
    expect([isNotVerified({ verification_status: 1 }), isNotVerified({ verification_status: 2 })]).toEqual([true, false]);
    expect([isVerificationAvailable({ verification_types: ['passport'] }), isVerificationAvailable({ verification_types: [] }), isVerificationAvailable({})]).toEqual([true, false, false]);
  });

  it('is banned above ban level 0; cashback mode 1 is points, anything else percent; block toggles isBlocked', () => {
    expect([isBanned({ ban_level: 0 }), isBanned({ ban_level: 45 })]).toEqual([false, true]);
    expect([cashbackKind(1), cashbackKind(0), cashbackKind(2), cashbackKind(undefined)]).toEqual(['points', 'percent', 'percent', 'percent']);
    expect(withBlocked(withBlocked(config(), true), false).isBlocked).toBe(false);
    expect(withBlocked(config(), true).isBlocked).toBe(true);
  });
});
