import { randomInt } from 'node:crypto';
import type { OfficeSettings, PersonalData, SecurityState } from '@bf/api-client/office';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { readPhone } from '../auth/phone.ts';
import type { SmsCodeStore } from '../auth/sms-codes.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { readVerification } from './care.ts';

/** A real calendar day: 2026-02-30 is not; malformed text is refused without throwing (zod runs refinements after a failed regex). */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Settings of a player who never changed them (UCFG-007: the balance is hidden by default). */
export const DEFAULT_SETTINGS: OfficeSettings = {
  enable_mail_news: true,
  enable_mail_deposit: true,
  enable_mail_bets: false,
  enable_sms_news: false,
  bonus_type: 0,
  first_deposit_bonus_type: 0,
  cashback_mode: 0,
  user_hide_balance: true,
  coef_view_id: 0,
  time_zone: null,
  is_12h: false,
  app_theme: null,
  app_view_type: 0,
};

const bonusType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A settings change: any subset of the fields, nothing else. */
export const settingsPatch = z
  .object({
    enable_mail_news: z.boolean(),
    enable_mail_deposit: z.boolean(),
    enable_mail_bets: z.boolean(),
    enable_sms_news: z.boolean(),
    bonus_type: bonusType,
    first_deposit_bonus_type: bonusType,
    cashback_mode: z.union([z.literal(0), z.literal(1)]),
    user_hide_balance: z.boolean(),
    // The display settings the office's settings page keeps for the player (spec: S2 §3 global settings).
    coef_view_id: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(5), z.literal(6), z.literal(14), z.literal(15), z.literal(16)]),
    time_zone: z
      .number()
      .min(-12)
      .max(14)
      .refine((hours) => Number.isInteger(hours * 4), 'Quarter hours only')
      .nullable(),
    is_12h: z.boolean(),
    app_theme: z.union([z.literal(0), z.literal(1)]).nullable(),
    app_view_type: z.union([z.literal(0), z.literal(1)]),
  })
  .partial()
  .strict();

const text = (max: number) => z.string().trim().max(max).nullable();
const isoDate = z
  .string()
  .regex(/^(?:19|20)\d{2}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date')
  .nullable();

/** A personal data change: the editable fields of spec S2 §3 "Personal data fields". */
export const personalDataPatch = z
  .object({
    name: text(60),
    surname: text(60),
    middleName: text(60),
    birthdayDate: isoDate,
    birthdayPlace: text(120),
    country: z.string().regex(/^[a-z]{2}$/, 'Expected a two-letter country').nullable(),
    region: text(120),
    city: text(120),
    registrationAddress: text(240),
    passportNumber: z.string().regex(/^[0-9A-Za-z]{4,16}$/, 'Expected 4 to 16 letters or digits').nullable(),
    passportSeries: z.string().regex(/^[0-9A-Za-z]{1,8}$/, 'Expected 1 to 8 letters or digits').nullable(),
    passportIssueDate: isoDate,
    passportType: z.number().int().min(0).max(99).nullable(),
    passportIssuedBy: text(240),
    inn: z.string().regex(/^\d{10,12}$/, 'Expected 10 to 12 digits').nullable(),
    /** The player's PIN code (UCFG-032): 4 to 6 digits, stored only as a hash; null removes it. Setting it needs a solved captcha. */
    pinCode: z.string().regex(/^\d{4,6}$/, 'Expected 4 to 6 digits').nullable(),
  })
  .partial()
  .strict();
type PersonalDataPatch = z.infer<typeof personalDataPatch>;
/** What personal_data holds: the fields as sent, but the PIN code only as its scrypt hash. */
type StoredPersonalData = Partial<Omit<PersonalDataPatch, 'pinCode'>> & { pinHash?: string | null };

/** The password rule of registration (AUTH-040): 8–64 characters with a letter and a digit. */
export const newPassword = z
  .string()
  .min(8, 'At least 8 characters')
  .max(64, 'At most 64 characters')
  .regex(/[A-Za-z]/, 'Needs a letter')
  .regex(/\d/, 'Needs a digit');

interface ProfileRow {
  settings: Partial<OfficeSettings>;
  /** The bonus chosen at registration (0 decline, 1 sports, 2 casino): the default bonus type. */
  bonus: 0 | 1 | 2;
  personal_data: StoredPersonalData;
  password_changed_at: Date | null;
  /** The player's own block (UCFG-012). */
  is_blocked: boolean;
  /** Set by the test hook only: the activation type over the derived one (UCFG-020, UCFG-021). */
  activation_type_override: 0 | 1 | 2 | 3 | null;
  main_id: number | null;
  active_id: number | null;
}

async function profileRow(db: Db, userId: number): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    `select settings, bonus, personal_data, password_changed_at, is_blocked, activation_type_override,
            (select a.id from accounts a join users v on v.id = a.user_id where a.user_id = u.id and a.type = 0 and a.closed_at is null order by (a.iso = v.currency) desc, a.id limit 1) as main_id,
            u.active_account_id as active_id
     from users u where u.id = $1`,
    [userId],
  );
  if (!rows[0]) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in again' }]);
  return rows[0];
}

async function requireUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in again' }]);
  return user;
}

export async function readSettings(db: Db, userId: number): Promise<OfficeSettings> {
  const row = await profileRow(db, userId);
  return { ...DEFAULT_SETTINGS, bonus_type: row.bonus, first_deposit_bonus_type: row.bonus, ...row.settings };
}

export async function updateSettings(db: Db, userId: number, patch: z.infer<typeof settingsPatch>): Promise<OfficeSettings> {
  await db.query('update users set settings = settings || $2::jsonb where id = $1', [userId, JSON.stringify(patch)]);
  return readSettings(db, userId);
}

export async function readPersonalData(db: Db, userId: number): Promise<PersonalData> {
  const [user, row] = await Promise.all([requireUser(db, userId), profileRow(db, userId)]);
  const data = row.personal_data;
  return {
    login: user.login,
    email: user.email,
    phone: user.phone,
    registrationDate: new Date(user.created_at).toISOString(),
    mainId: row.main_id ?? 0,
    activeId: row.active_id ?? row.main_id,
    name: data.name ?? user.first_name,
    surname: data.surname ?? user.last_name,
    middleName: data.middleName ?? null,
    birthdayDate: data.birthdayDate ?? user.birth_date,
    birthdayPlace: data.birthdayPlace ?? null,
    country: data.country ?? user.country,
    region: data.region ?? null,
    city: data.city ?? null,
    registrationAddress: data.registrationAddress ?? null,
    passportNumber: data.passportNumber ?? null,
    passportSeries: data.passportSeries ?? null,
    passportIssueDate: data.passportIssueDate ?? null,
    passportType: data.passportType ?? null,
    passportIssuedBy: data.passportIssuedBy ?? null,
    inn: data.inn ?? null,
    hasPinCode: Boolean(data.pinHash),
  };
}

/** Stores the change; names and birth date also go to the user row the user config reads (UCFG-029). */
export async function updatePersonalData(db: Db, userId: number, { pinCode, ...fields }: PersonalDataPatch): Promise<PersonalData> {
  const stored: StoredPersonalData = pinCode === undefined ? fields : { ...fields, pinHash: pinCode === null ? null : await hashPassword(pinCode) };
  await db.query(
    `update users set personal_data = personal_data || $2::jsonb,
       first_name = case when $2::jsonb ? 'name' then $2::jsonb ->> 'name' else first_name end,
       last_name = case when $2::jsonb ? 'surname' then $2::jsonb ->> 'surname' else last_name end,
       birth_date = case when $2::jsonb ? 'birthdayDate' then ($2::jsonb ->> 'birthdayDate')::date else birth_date end
     where id = $1`,
    [userId, JSON.stringify(stored)],
  );
  return readPersonalData(db, userId);
}

/**
 * The protection level (spec S2 §4): 30 for a password, +10 e-mail, +20 phone binding, +40 two-step, +10 a password
 * changed since registration. So a fresh player with only an e-mail is "normal" (40), one with phone and two-step
 * "good" (90), one with everything "full" (110).
 */
export function protectionLevel(methods: SecurityState['protection_methods']): number {
  return (
    30 +
    (methods.enable_email_auth ? 10 : 0) +
    (methods.enable_phone_binding ? 20 : 0) +
    (methods.enable_two_factor_auth ? 40 : 0) +
    (methods.is_changed_password ? 10 : 0)
  );
}

/** activation_type from what the player has: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone (UCFG-003 to UCFG-006). */
const activationType = (hasEmail: boolean, hasPhone: boolean): 0 | 1 | 2 | 3 => (hasEmail && hasPhone ? 2 : hasEmail ? 1 : hasPhone ? 3 : 0);

export async function readSecurity(db: Db, userId: number): Promise<SecurityState> {
  const [user, row] = await Promise.all([requireUser(db, userId), profileRow(db, userId)]);
  const protection_methods = {
    is_changed_password: row.password_changed_at !== null,
    enable_two_factor_auth: user.two_step_code_hash !== null,
    enable_phone_binding: user.phone !== null,
    enable_security_question: false,
    enable_email_auth: user.email !== null,
  };
  return {
    protection_level: protectionLevel(protection_methods),
    protection_methods,
    activation_type: row.activation_type_override ?? activationType(user.email !== null, user.phone !== null),
    phone: user.phone,
    is_blocked: row.is_blocked,
  };
}

/** The player blocks or unblocks their own account (UCFG-012: block/unblock toggles isBlocked); answers the security state. */
export async function setBlocked(db: Db, userId: number, isBlocked: boolean): Promise<SecurityState> {
  await db.query('update users set is_blocked = $2 where id = $1', [userId, isBlocked]);
  return readSecurity(db, userId);
}

/**
 * The fields of the user config the office owns, laid over the auth routes' config (CALL-034). Verification follows
 * the document step (UCFG-027, UCFG-028, UCFG-031): the document types on offer as `verification_types`;
 * `user_status_id` 1 while a document waits for review; `verification_status` 1 until one is approved, then 0.
 */
export async function userConfigOverlay(db: Db, userId: number, now: Date = new Date()): Promise<Record<string, unknown>> {
  const [security, settings, deposit, verification] = await Promise.all([
    readSecurity(db, userId),
    readSettings(db, userId),
    // spec S2 §4 first-deposit bonus "the user has no deposit": a successful deposit, or money on the main account (the seed's).
    db.query<{ has: boolean }>(
      `select exists (select 1 from payments where user_id = $1 and direction = 'deposit' and status = 'success')
           or exists (select 1 from accounts where user_id = $1 and type = 0 and money > 0) as has`,
      [userId],
    ),
    readVerification(db, userId, now),
  ]);
  return {
    has_deposit: deposit.rows[0]?.has ?? false,
    verification_types: verification.documentTypes,
    user_status_id: verification.status === 'pending' ? 1 : 0,
    verification_status: verification.status === 'approved' ? 0 : 1,
    protection_level: security.protection_level,
    protection_methods: security.protection_methods,
    isBlocked: security.is_blocked,
    activation_type: security.activation_type,
    user_hide_balance: settings.user_hide_balance,
    bonus_type: settings.bonus_type,
    first_deposit_bonus_type: settings.first_deposit_bonus_type,
    cashback_mode: settings.cashback_mode,
    mailing: {
      enable_mail_news: settings.enable_mail_news,
      enable_mail_deposit: settings.enable_mail_deposit,
      enable_mail_bets: settings.enable_mail_bets,
      enable_sms_news: settings.enable_sms_news,
    },
  };
}

/** Changes the password after checking the current one; other sessions stay signed in (the demo has no device list). */
export async function changePassword(db: Db, userId: number, oldPassword: string, password: string, now: Date): Promise<void> {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw ApiError.badRequest('invalid_password', 'The current password is wrong');
  if (oldPassword === password) throw ApiError.badRequest('same_password', 'The new password must differ from the current one');
  await db.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [userId, await hashPassword(password), now.toISOString()]);
}

/**
 * Two-step sign-in on or off, confirmed with the password. Turning it on answers the six-digit code the player then
 * signs in with (the reference API has no authenticator app; decisions.md "Office security").
 */
export async function setTwoStep(db: Db, userId: number, enabled: boolean, password: string): Promise<{ security: SecurityState; code?: string }> {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(password, user.password_hash))) throw ApiError.badRequest('invalid_password', 'The password is wrong');
  if (!enabled) {
    await db.query('update users set two_step_code_hash = null where id = $1', [userId]);
    return { security: await readSecurity(db, userId) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('update users set two_step_code_hash = $2 where id = $1', [userId, await hashPassword(code)]);
  return { security: await readSecurity(db, userId), code };
}

/** Sends a binding code to a phone not yet bound to another player. */
export async function sendPhoneCode(db: Db, sms: SmsCodeStore, userId: number, phoneNumber: string, countryCode: string | undefined): Promise<string> {
  const phone = readPhone(phoneNumber, countryCode, true);
  if (!phone) throw ApiError.badRequest('invalid_phone', 'Enter a valid phone number');
  const { rows } = await db.query('select 1 from users where phone = $1 and id <> $2', [phone.e164, userId]);
  if (rows.length > 0) throw new ApiError(409, [{ code: 'phone_taken', detail: 'This phone number belongs to another account' }]);
  sms.issue(phone.e164, 'bind');
  return phone.e164;
}

/** Binds the phone once its code checks; activation type follows (0 → 3, 1 → 2: UCFG-017, UCFG-018). */
export async function bindPhone(db: Db, sms: SmsCodeStore, userId: number, phoneNumber: string, countryCode: string | undefined, code: string): Promise<SecurityState> {
  const phone = readPhone(phoneNumber, countryCode, true);
  if (!phone) throw ApiError.badRequest('invalid_phone', 'Enter a valid phone number');
  const check = sms.verify(phone.e164, 'bind', code);
  if (check === 'expired') throw ApiError.badRequest('sms_code_expired', 'The code expired: ask for a new one');
  if (check === 'wrong') throw ApiError.badRequest('invalid_sms_code', 'Wrong code');
  try {
    await db.query('update users set phone = $2, activation_type_override = null where id = $1', [userId, phone.e164]);
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw new ApiError(409, [{ code: 'phone_taken', detail: 'This phone number belongs to another account' }]);
    throw error;
  }
  return readSecurity(db, userId);
}
