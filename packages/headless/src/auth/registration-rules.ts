// zod/mini: the same checks at a fraction of the bundle size, since these rules run in the browser.
import * as z from 'zod/mini';

/** Registration types (spec: S2 §3; AUTH-017 to AUTH-020). */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Registration bonus choices: 0 decline, 1 sports, 2 casino (spec: S2 §3; AUTH-022 to AUTH-024). */
export const REGISTRATION_BONUS = { decline: 0, sports: 1, casino: 2 } as const;
export type RegistrationBonus = (typeof REGISTRATION_BONUS)[keyof typeof REGISTRATION_BONUS];
export const BONUS_CHOICES: readonly RegistrationBonus[] = [0, 1, 2];

/** Where the new login and password can be saved: 0 a file, 1 a picture, 2 by e-mail (spec: S2 §3; AUTH-025 to AUTH-027). */
export const SAVE_CREDENTIALS = { file: 0, picture: 1, email: 2 } as const;
export type SaveCredentialsOption = (typeof SAVE_CREDENTIALS)[keyof typeof SAVE_CREDENTIALS];

/** Registration is shown only where it is allowed and the site is not a VIP domain (spec: S1 §4, §5; AUTH-004, AUTH-005). */
export function isRegistrationAvailable(config: { isRegistrationAllowed: boolean; isVipDomain: boolean }): boolean {
  return config.isRegistrationAllowed && !config.isVipDomain;
}

/** True when someone born on `birthDate` (YYYY-MM-DD) is at least `years` old on `now` (UTC); 29 February counts on 1 March. */
export function isOldEnough(birthDate: string, years: number, now: Date): boolean {
  const [y = 0, m = 0, d = 0] = birthDate.split('-').map(Number);
  const cutoff = Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate());
  return Date.UTC(y, m - 1, d) <= cutoff;
}

/** A calendar date `YYYY-MM-DD` that exists, from 1900 on. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Fields of the registration forms that can carry an error. */
export type RegistrationField = 'email' | 'password' | 'birthDate' | 'name' | 'surname' | 'login' | 'promoCode' | 'currency' | 'terms' | 'phone' | 'smsCode' | 'credentialsEmail';

// ---- AUTH-040 field rules (docs/decisions.md): messages are i18n keys under `errors.` ----

export const emailRule = z.string().check(z.minLength(1, 'emailRequired'), z.maxLength(254, 'emailTooLong'), z.email('emailInvalid'));
export const newPasswordRule = z.string().check(z.minLength(8, 'passwordShort'), z.maxLength(64, 'passwordLong'), z.regex(/\p{L}/u, 'passwordLetter'), z.regex(/\d/, 'passwordDigit'));
const personName = z.string().check(z.regex(/^(|[\p{L}][\p{L} '’-]{0,49})$/u, 'nameInvalid'));
const chosenLogin = z.string().check(z.regex(/^(|[A-Za-z][\w.-]{2,31})$/, 'loginInvalid'));
const promoCode = z.string().check(z.regex(/^(|[\w-]{1,32})$/, 'promoInvalid'));
const terms = z.literal(true, 'termsRequired');
const smsCode = z.string().check(z.regex(/^\d{6}$/, 'codeInvalid'));

export interface RegistrationValues {
  currency: string;
  bonus: RegistrationBonus;
  promoCode: string;
  terms: boolean;
  email: string;
  password: string;
  birthDate: string;
  name: string;
  surname: string;
  login: string;
  phone: string;
  smsCode: string;
}

export interface RegistrationRuleContext {
  /** Currencies the site offers (ISO codes). */
  currencies: readonly string[];
  minimumAge: number;
  now: Date;
  /** Phone type: a code was sent, so the code field is checked. */
  isSmsSent?: boolean;
}

const firstIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as RegistrationField;
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Checks the fields a registration type sends, with the AUTH-040 bounds; answers an error code per field
 * (none when valid). The phone number itself is checked with the phone rules, which know each country.
 */
export function validateRegistration(type: RegistrationType, values: RegistrationValues, { currencies, minimumAge, now, isSmsSent = false }: RegistrationRuleContext): Partial<Record<RegistrationField, string>> {
  const common = { currency: z.string().check(z.refine((c) => currencies.includes(c), 'currencyRequired')), promoCode, terms };
  const shape =
    type === 'full_reg'
      ? { ...common, email: emailRule, password: newPasswordRule, birthDate: z.string(), name: personName, surname: personName, login: chosenLogin }
      : type === 'phone_reg' && isSmsSent
        ? { ...common, smsCode }
        : common;
  const input = { ...values, email: values.email.trim(), name: values.name.trim(), surname: values.surname.trim(), login: values.login.trim(), promoCode: values.promoCode.trim(), smsCode: values.smsCode.trim() };
  const result = z.object(shape).safeParse(input);
  const errors = result.success ? {} : firstIssues(result.error.issues);
  if (type === 'full_reg' && !errors.birthDate) {
    if (!isRealDate(values.birthDate)) errors.birthDate = 'birthDateInvalid';
    else if (!isOldEnough(values.birthDate, minimumAge, now)) errors.birthDate = 'tooYoung';
  }
  return errors;
}

/** Checks the e-mail the credentials are sent to (save option 2). */
export function validateCredentialsEmail(email: string): string | undefined {
  const result = emailRule.safeParse(email.trim());
  return result.success ? undefined : result.error.issues[0]?.message;
}
