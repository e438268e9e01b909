import { Hono } from 'hono';
import { OPERATOR_REF_ID } from '../config/site-config-store.ts';
import type { Db } from '../db/db.ts';
import { parseJsonBody } from '../http/validate.ts';
import { startSession, type AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-http.ts';
import { registerBody, type RegisterBody } from './auth-schemas.ts';
import { generateLogin, generatePassword } from './credentials.ts';
import { hashPassword } from './password.ts';
import { readPhone } from './phone.ts';
import { readSocialToken } from './social.ts';
import { sendLink } from './user-actions.ts';
import { currencyExists, findUserById, insertUser, type Duplicate, type NewUser } from './users.ts';

/** The legal minimum age; the site config's `isAgeConfirmation` may raise it (AUTH-040). */
const MIN_AGE = 18;

const DUPLICATE_ANSWER: Record<Duplicate, [code: string, detail: string]> = {
  login: ['login_taken', 'This login is already taken'],
  email: ['email_taken', 'This e-mail is already registered'],
  phone: ['phone_taken', 'This phone number is already registered'],
  social: ['social_account_taken', 'This network account is already registered'],
};

const duplicateFailure = (duplicate: Duplicate) => AuthFailure.badRequest(...DUPLICATE_ANSWER[duplicate], 'registration');

async function minimumAge(db: Db): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>(
    "select value from site_config where ref_id = $1 and key = 'isAgeConfirmation'",
    [OPERATOR_REF_ID],
  );
  const configured = rows[0]?.value;
  return typeof configured === 'number' && configured > MIN_AGE ? configured : MIN_AGE;
}

/** True when someone born on `birthDate` (YYYY-MM-DD) is at least `years` old on `now` (UTC). */
export function isOldEnough(birthDate: string, years: number, now: Date): boolean {
  const [y = 0, m = 0, d = 0] = birthDate.split('-').map(Number);
  const cutoff = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  // Born on 29 February: the birthday counts on 1 March in other years (Date.UTC rolls it over).
  return Date.UTC(y, m - 1, d) <= cutoff.getTime();
}

/** What each registration type adds to the common fields; `password` is returned once when we made it. */
type Prepared = { user: Omit<NewUser, 'login' | 'passwordHash' | 'currency' | 'bonus' | 'createdAt'>; login?: string; password?: string; generatedPassword: boolean };

/** `POST /web-api/auth/v1/register` for the four registration types (spec §3); success signs the player in. */
export function registerRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const { db, now } = deps;

  async function prepare(body: RegisterBody): Promise<Prepared> {
    switch (body.type) {
      case 'fast_reg':
        return { user: { regType: 'fast_reg', country: 'ru' }, generatedPassword: true };
      case 'phone_reg': {
        const phone = readPhone(body.phone_number, body.country_code, true);
        if (!phone) throw AuthFailure.badRequest('invalid_phone', 'Enter a valid phone number', 'registration');
        const { rows } = await db.query('select 1 from users where phone = $1', [phone.e164]);
        if (rows.length > 0) throw duplicateFailure('phone');
        const check = deps.sms.verify(phone.e164, 'register', body.code);
        if (check === 'expired') throw AuthFailure.badRequest('sms_code_expired', 'The code expired; ask for a new one', 'registration');
        if (check === 'wrong') throw AuthFailure.badRequest('invalid_sms_code', 'Wrong SMS code', 'registration');
        return {
          user: { regType: 'phone_reg', phone: phone.e164, country: phone.country ?? 'ru' },
          password: body.password,
          generatedPassword: body.password === undefined,
        };
      }
      case 'full_reg': {
        const age = await minimumAge(db);
        if (!isOldEnough(body.birth_date, age, now())) {
          throw AuthFailure.badRequest('too_young', `Players must be at least ${age} years old`, 'registration');
        }
        return {
          user: {
            regType: 'full_reg',
            email: body.email.toLowerCase(),
            birthDate: body.birth_date,
            firstName: body.name,
            lastName: body.surname,
            country: 'ru',
          },
          login: body.login,
          password: body.password,
          generatedPassword: false,
        };
      }
      case 'soc_reg': {
        const socialId = readSocialToken(body.provider, body.token);
        if (!socialId) throw AuthFailure.badRequest('invalid_social_token', 'The network did not confirm this account', 'registration');
        return { user: { regType: 'soc_reg', social: { provider: body.provider, id: socialId }, country: 'ru' }, generatedPassword: true };
      }
    }
  }

  app.post('/web-api/auth/v1/register', async (c) => {
    const body = await parseJsonBody(c, registerBody);
    if (!(await currencyExists(db, body.currency))) {
      throw AuthFailure.badRequest('unknown_currency', `Currency ${body.currency} is not offered`, 'registration');
    }
    const prepared = await prepare(body);
    const password = prepared.password ?? generatePassword();
    const passwordHash = await hashPassword(password);
    // A generated login may collide with an existing one; a few fresh draws settle it.
    let inserted: Awaited<ReturnType<typeof insertUser>> = { duplicate: 'login' };
    for (let attempt = 0; attempt < 5 && 'duplicate' in inserted && inserted.duplicate === 'login'; attempt += 1) {
      inserted = await insertUser(db, {
        ...prepared.user,
        login: prepared.login ?? generateLogin(),
        passwordHash,
        currency: body.currency,
        bonus: body.bonus,
        createdAt: now(),
      });
      if (prepared.login) break;
    }
    if ('duplicate' in inserted) throw duplicateFailure(inserted.duplicate);
    const user = await findUserById(db, inserted.id);
    if (!user) throw new Error('registered user vanished');
    // An e-mail given at registration gets its verification link (the account verification page).
    if (user.email) await sendLink(db, user, 'account-verify', 'en', now(), 'email');
    const token = await startSession(c, deps, user, false);
    return c.json({
      success: true,
      responseType: 'registered',
      message: 'Registration complete',
      data: {
        token,
        user_id: user.id,
        login: user.login,
        // Shown once, for the player to save (to a file, a picture or by e-mail, spec §3); never stored in clear.
        ...(prepared.generatedPassword ? { password } : {}),
        currency: user.currency,
        bonus: user.bonus,
      },
    });
  });

  return app;
}
