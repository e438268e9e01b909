import { z } from 'zod';

/** spec §3: the social networks a player can register or sign in with. */
export const SOCIAL_PROVIDERS = [
  'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk',
  'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** spec §3 registration bonus: 0 decline, 1 sports, 2 casino. */
export const BONUS_CHOICES = [0, 1, 2] as const;

// ---- Field rules (AUTH-040) ----

/** "save" / remember: a boolean, or 0/1 as forms send it. */
const remember = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** A password being chosen: 8–64 characters with at least one letter and one digit. */
export const newPassword = z
  .string()
  .min(8, 'The password needs at least 8 characters')
  .max(64, 'The password may have at most 64 characters')
  .regex(/\p{L}/u, 'The password needs a letter')
  .regex(/\d/, 'The password needs a digit');

/** A password being checked: any text of sane length (older passwords may predate the rules). */
const password = z.string().min(1, 'Enter the password').max(128);

const phoneNumber = z.string().min(1, 'Enter the phone number').max(32);
/** ISO country (`ru`, spec §5 lower-cased) or calling code (`+7`). */
const countryCode = z.string().max(8).optional();
const sixDigits = z.string().regex(/^\d{6}$/, 'Expected a 6-digit code');

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Expected a 3-letter currency code')
  .transform((value) => value.toUpperCase());

const bonus = z
  .union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2']).transform(Number)])
  .default(0)
  .transform((value) => value as 0 | 1 | 2);

const promoCode = z.string().regex(/^[\w-]{1,32}$/, 'A promo code has at most 32 letters, digits, _ or -').optional();

const personName = z
  .string()
  .regex(/^[\p{L}][\p{L} '’-]{0,49}$/u, 'Use 1–50 letters, spaces, hyphens or apostrophes')
  .optional();

/** A calendar date `YYYY-MM-DD` that exists. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, 'Not a real date');

// ---- Requests ----

export const loginBody = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    password,
    save: remember,
  })
  .refine((body) => body.login !== undefined || body.email !== undefined, { message: 'Enter the login or e-mail', path: ['login'] })
  .transform(({ login, email, password, save }) => ({ identifier: (login ?? email) as string, password, remember: save }));

export const loginPhoneBody = z
  .object({ phone_number: phoneNumber, country_code: countryCode, password, save: remember })
  .transform(({ save, ...rest }) => ({ ...rest, remember: save }));

export const sendSmsBody = z.object({
  phone_number: phoneNumber,
  country_code: countryCode,
  purpose: z.enum(['login', 'register']).default('login'),
});

export const smsCodeBody = z
  .object({
    phone_number: phoneNumber,
    country_code: countryCode,
    'sms-code': sixDigits.optional(),
    code: sixDigits.optional(),
    save: remember,
  })
  .refine((body) => body['sms-code'] !== undefined || body.code !== undefined, { message: 'Enter the SMS code', path: ['sms-code'] })
  .transform((body) => ({
    phone_number: body.phone_number,
    country_code: body.country_code,
    code: (body['sms-code'] ?? body.code) as string,
    remember: body.save,
  }));

export const twoStepBody = z.object({
  /** The ticket from the login answer (`data.twoStepToken`). */
  token: z.string().min(1).max(4096),
  code: sixDigits,
});

export const socialLoginBody = z
  .object({ provider: z.enum(SOCIAL_PROVIDERS), token: z.string().min(1).max(512), save: remember })
  .transform(({ save, ...rest }) => ({ ...rest, remember: save }));

const registrationCommon = { currency, bonus, promo_code: promoCode };

export const registerBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fast_reg'), ...registrationCommon }),
  z.object({
    type: z.literal('phone_reg'),
    ...registrationCommon,
    phone_number: phoneNumber,
    country_code: countryCode,
    code: sixDigits,
    /** Optional: without it the server makes one and returns it once, as for fast_reg. */
    password: newPassword.optional(),
  }),
  z.object({
    type: z.literal('full_reg'),
    ...registrationCommon,
    email: z.email('Enter a valid e-mail').max(254),
    /** Optional chosen login: 3–32 characters starting with a letter (generated logins are all digits). */
    login: z
      .string()
      .regex(/^[A-Za-z][\w.-]{2,31}$/, 'A login has 3–32 letters, digits, _ . or -, starting with a letter')
      .optional(),
    password: newPassword,
    birth_date: isoDate,
    name: personName,
    surname: personName,
  }),
  z.object({
    type: z.literal('soc_reg'),
    ...registrationCommon,
    provider: z.enum(SOCIAL_PROVIDERS),
    token: z.string().min(1).max(512),
  }),
]);
export type RegisterBody = z.output<typeof registerBody>;

export const getTokenQuery = z.object({
  force_refresh: z.enum(['true', 'false', '1', '0']).optional(),
});

export const captchaValidateBody = z.object({
  challengeId: z.string().min(1).max(200),
  answer: z.union([z.string().max(20), z.number().int().transform(String)]),
});

/** The One Tap sign-in form (multipart; AUTH-014): every field arrives as text. */
export const googleOneTapForm = z.object({
  credential: z.string().min(1).max(4096),
  language: z.string().regex(/^[a-z]{2}$/, 'Expected a 2-letter language code'),
  currency: currency,
  countryId: z.string().min(1).max(16),
});

export const blockBody = z.object({
  auth: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  url: z.string().max(2048),
});

export const redirectLightBody = z.object({ url: z.string().min(1).max(2048) });

export const lastSmsQuery = z.object({ phone: z.string().min(1).max(32) });

/** Test hook: make the presented token stale, or every token of its session (`session`). */
/** Test hook: put the signed-in player in a state e2e tests need (old terms, a ban level). */
export const testPlayerBody = z
  .object({
    termsOutdated: z.boolean().optional(),
    banLevel: z.number().int().min(0).max(100).optional(),
    blockTemplate: z.number().int().min(0).max(100).optional(),
    needIdentification: z.boolean().optional(),
    identificationBonus: z.boolean().optional(),
    /** An activation type over the derived one (null: derived again), so a contact can need activating. */
    activationType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable().optional(),
  })
  .strict();

export const staleTokenBody = z.object({ scope: z.enum(['token', 'session']).default('token') });

// ---- Answers (the tests parse them; the front end's client reads the same fields) ----

export const authAnswerSchema = z.object({
  success: z.boolean(),
  responseType: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const tokenAnswerSchema = z.object({ data: z.object({ token: z.string().min(1) }) });

export const captchaResultSchema = z.object({
  success: z.boolean(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  time: z.number(),
  error_message: z.string().nullable(),
});

/** spec §3 "User config": every field, as `GET /web-api/user/v1/config` answers it in `result`. */
export const userConfigSchema = z.object({
  disallow_line_sport: z.array(z.number()),
  disallow_live_sport: z.array(z.number()),
  phone_number: z.string(),
  phone_code: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  user_country_code: z.string(),
  user_country_id: z.number().nullable(),
  activation_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  user_ref_id: z.number(),
  user_msg_count: z.number(),
  isRequiredTransfer: z.boolean(),
  is_active_secure_question: z.boolean(),
  user_hide_balance: z.boolean(),
  changed_pass_day_count: z.number(),
  user_data: z.object({
    date_birthday: z.string().nullable(),
    document_type_id: z.number().nullable(),
    inn: z.string().nullable(),
    name: z.string().nullable(),
    passport: z.string().nullable(),
    passport_date: z.string().nullable(),
    passport_end_date: z.string().nullable(),
    registration_address: z.string().nullable(),
    surname: z.string().nullable(),
  }),
  protection_level: z.number().nullable(),
  protection_methods: z.object({
    is_changed_password: z.boolean(),
    enable_two_factor_auth: z.boolean(),
    enable_phone_binding: z.boolean(),
    enable_security_question: z.boolean(),
    enable_email_auth: z.boolean(),
  }),
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  ban_level: z.number(),
  ban_version: z.number(),
  user_status_id: z.number(),
  internal_verification_status: z.number(),
  verification_status: z.number(),
  verification_types: z.array(z.string()),
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  isDataAfterRegistration: z.boolean(),
  verification_status_group_code: z.string().nullable(),
  requested_additional_document: z.number(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().nullable(),
  recharge_notification: z.object({ show: z.boolean(), text_id: z.number(), show_button: z.boolean() }),
  isBlocked: z.boolean(),
  seo: z.object({ style: z.string(), content: z.string() }),
  device: z.object({
    mobile: z.boolean(),
    tablet: z.boolean(),
    desktop: z.boolean(),
    ios: z.boolean(),
    android: z.boolean(),
    windows: z.boolean(),
    mac: z.boolean(),
  }),
  bonus_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  currency: z.string(),
  // The office's settings (office/profile.ts userConfigOverlay; UCFG-033 to UCFG-035).
  first_deposit_bonus_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  cashback_mode: z.union([z.literal(0), z.literal(1)]).optional(),
  mailing: z.object({ enable_mail_news: z.boolean(), enable_mail_deposit: z.boolean(), enable_mail_bets: z.boolean(), enable_sms_news: z.boolean() }).optional(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
