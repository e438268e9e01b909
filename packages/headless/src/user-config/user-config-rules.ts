// Pure rules over the user config (spec: S2 §3 "User config", §4 "Activation type", "Protection level", §5).
import type { UserConfig } from '@bf/api-client/web-api/user-config';

/** activation_type: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only (UCFG-003 to UCFG-006). */
export type ActivationType = 0 | 1 | 2 | 3;

/** The activation type after a phone is bound: 0 → 3, 1 → 2; the others already have a phone (UCFG-017, UCFG-018). */
export function activationTypeAfterPhoneBinding(type: ActivationType): ActivationType {
  if (type === 0) return 3;
  if (type === 1) return 2;
  return type;
}

const hasPhoneActivation = (type: ActivationType | undefined) => type === 2 || type === 3;
const hasEmailActivation = (type: ActivationType | undefined) => type === 1 || type === 2;

/**
 * The config after a phone binding (UCFG-017 to UCFG-019): activation type moved on, phone-binding protection on,
 * the number stored. A new object; the one given is left alone.
 */
export function applyPhoneBinding(config: UserConfig, phone: { phone_number: string; phone_code?: string }): UserConfig {
  return {
    ...config,
    activation_type: activationTypeAfterPhoneBinding(config.activation_type ?? 0),
    phone_number: phone.phone_number,
    ...(phone.phone_code !== undefined ? { phone_code: phone.phone_code } : {}),
    protection_methods: { ...config.protection_methods, enable_phone_binding: true },
  };
}

/** A phone exists but the activation type has no phone (UCFG-020). */
export const isPhoneActivationNeeded = (config: Pick<UserConfig, 'phone_number' | 'activation_type'>) =>
  Boolean(config.phone_number) && !hasPhoneActivation(config.activation_type);

/** An e-mail exists but the activation type has no e-mail (UCFG-021). */
export const isEmailActivationNeeded = (config: Pick<UserConfig, 'user_email' | 'activation_type'>) =>
  Boolean(config.user_email) && !hasEmailActivation(config.activation_type);

/** The protection level's band (UCFG-022 to UCFG-026). */
export type ProtectionBand = 'none' | 'bad' | 'normal' | 'good' | 'full';

/** null none; ≤ 30 bad; above 30 and below 70 normal; 70 to 99 good; 100 or more full (spec S2 §4). */
export function protectionBand(level: number | null | undefined): ProtectionBand {
  if (level === null || level === undefined) return 'none';
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

/** Banned if ban_level is above 0 (spec S2 §4). */
export const isBanned = (config: Pick<UserConfig, 'ban_level'>) => (config.ban_level ?? 0) > 0;
/** Pending verification when user_status_id is 1 (UCFG-027). */
export const isPendingVerification = (config: Pick<UserConfig, 'user_status_id'>) => config.user_status_id === 1;
/** Not verified when verification_status is 1 (UCFG-028). */
export const isNotVerified = (config: Pick<UserConfig, 'verification_status'>) => config.verification_status === 1;
/** Verification is available when verification_types is non-empty (UCFG-031). */
export const isVerificationAvailable = (config: Pick<UserConfig, 'verification_types'>) => (config.verification_types?.length ?? 0) > 0;

/**
 * The required profile fields are filled only when birth date, name, surname, passport, passport date and
 * registration address are all set (UCFG-029).
 */
export function hasRequiredProfileFields(config: Pick<UserConfig, 'user_data'>): boolean {
  const data = config.user_data;
  if (!data) return false;
  return [data.date_birthday, data.name, data.surname, data.passport, data.passport_date, data.registration_address].every((value) => Boolean(value && String(value).trim()));
}

/** The required profile fields still empty, by user_data name, for the personal-data form. */
export function missingProfileFields(config: Pick<UserConfig, 'user_data'>): string[] {
  const data = config.user_data ?? {};
  const fields = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;
  return fields.filter((field) => !(data[field] && String(data[field]).trim()));
}

/** Contact fields count as filled when phone and e-mail both exist (UCFG-030). */
export const hasContactFields = (config: Pick<UserConfig, 'phone_number' | 'user_email'>) => Boolean(config.phone_number) && Boolean(config.user_email);

/** Cashback mode 1 is points from bets; any other value is percent on balance (UCFG-035). */
export const cashbackKind = (mode: number | null | undefined): 'points' | 'percent' => (mode === 1 ? 'points' : 'percent');

/** Block state: block/unblock toggles isBlocked (UCFG-012). */
export const withBlocked = (config: UserConfig, isBlocked: boolean): UserConfig => ({ ...config, isBlocked });
