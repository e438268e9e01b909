import type { Db } from '../db/db.ts';

/** A player as the auth routes see it. */
export interface UserRow {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  currency: string;
  ban_level: number;
  reg_type: RegistrationType;
  bonus: number;
  birth_date: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string;
  two_step_code_hash: string | null;
  created_at: Date;
  /** Null: never accepted (a player made before the terms existed). */
  terms_accepted_at: Date | null;
  /** The block check's template type (blocking reason) for this player; null: not blocked. */
  block_template: number | null;
}

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

const USER_COLUMNS = `id, login, email, phone, password_hash, currency, ban_level, reg_type, bonus,
  to_char(birth_date, 'YYYY-MM-DD') as birth_date, first_name, last_name, country, two_step_code_hash, created_at, terms_accepted_at, block_template`;

async function one(db: Db, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where ${where} limit 1`, params);
  return rows[0] ?? null;
}

export const findUserById = (db: Db, id: number) => one(db, 'id = $1', [id]);

/** By login or e-mail, whatever the case (the sign-in form takes either in one field). */
export const findUserByLoginOrEmail = (db: Db, loginOrEmail: string) =>
  one(db, 'lower(login) = lower($1) or lower(email) = lower($1)', [loginOrEmail]);

export const findUserByPhone = (db: Db, e164: string) => one(db, 'phone = $1', [e164]);

export const findUserBySocial = (db: Db, provider: string, socialId: string) =>
  one(db, 'social_provider = $1 and social_id = $2', [provider, socialId]);

export async function currencyExists(db: Db, iso: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from currencies where iso = $1', [iso]);
  return rows.length > 0;
}

export async function loginTaken(db: Db, login: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where lower(login) = lower($1)', [login]);
  return rows.length > 0;
}

export interface NewUser {
  login: string;
  email?: string;
  phone?: string;
  passwordHash: string;
  currency: string;
  regType: RegistrationType;
  bonus: number;
  birthDate?: string;
  firstName?: string;
  lastName?: string;
  country: string;
  social?: { provider: string; id: string };
  createdAt: Date;
}

/** Which unique field a new user collided with. */
export type Duplicate = 'login' | 'email' | 'phone' | 'social';

const DUPLICATE_BY_CONSTRAINT: Record<string, Duplicate> = {
  users_login_key: 'login',
  users_login_lower: 'login',
  users_email_key: 'email',
  users_email_lower: 'email',
  users_phone_key: 'phone',
  users_social: 'social',
};

/**
 * Inserts the user and its main account (type 0) in the chosen currency, in one statement so the two
 * cannot part even though requests share one connection. A unique clash answers which field clashed.
 */
export async function insertUser(db: Db, user: NewUser): Promise<{ id: number } | { duplicate: Duplicate }> {
  try {
    const { rows } = await db.query<{ id: number }>(
      `with inserted as (
         insert into users (login, email, phone, password_hash, currency, reg_type, bonus, birth_date,
                            first_name, last_name, country, social_provider, social_id, created_at, terms_accepted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $14)
         returning id, currency
       ), account as (
         insert into accounts (user_id, type, iso, money) select id, 0, currency, 0 from inserted
       )
       select id from inserted`,
      [
        user.login,
        user.email ?? null,
        user.phone ?? null,
        user.passwordHash,
        user.currency,
        user.regType,
        user.bonus,
        user.birthDate ?? null,
        user.firstName ?? null,
        user.lastName ?? null,
        user.country,
        user.social?.provider ?? null,
        user.social?.id ?? null,
        user.createdAt.toISOString(),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert returned no id');
    return { id };
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    const duplicate = code === '23505' && typeof constraint === 'string' ? DUPLICATE_BY_CONSTRAINT[constraint] : undefined;
    if (duplicate) return { duplicate };
    throw error;
  }
}

export interface AccountRow {
  type: number;
  iso: string;
  money: string;
}

export async function userAccounts(db: Db, userId: number): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    'select type, iso, money::text as money from accounts where user_id = $1 order by type, iso',
    [userId],
  );
  return rows;
}
