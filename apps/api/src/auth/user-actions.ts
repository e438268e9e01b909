import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { authenticate, type AuthDeps } from './auth-context.ts';
import { clientAddress } from './auth-http.ts';
import { hashPassword } from './password.ts';
import { readPhone } from './phone.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';
import { findUserById, findUserByLoginOrEmail, findUserByPhone, type UserRow } from './users.ts';

const MINUTE = 60_000;

/** What a user action token is good for; the activation link carries its channel (`/user/activate?type=`). */
export const TOKEN_PURPOSES = ['password-reset', 'account-verify', 'activate-email', 'activate-phone', 'activate-fast', 'stop-newsletter'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * How long each link works (docs/decisions.md "User action pages"): a reset link hands over the account, so it is
 * short; confirming an address is harmless and players open mail late; a newsletter stop link sits in old mail.
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'password-reset': 30 * MINUTE,
  'account-verify': 24 * 60 * MINUTE,
  'activate-email': 24 * 60 * MINUTE,
  'activate-phone': 24 * 60 * MINUTE,
  'activate-fast': 24 * 60 * MINUTE,
  'stop-newsletter': 30 * 24 * 60 * MINUTE,
};

/** Recovery requests per account and per client address in 15 minutes; more are dropped silently (no enumeration). */
export const RECOVERY_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * MINUTE } as const;

/** 32 random bytes, base64url: 43 characters. Anything else is malformed and refused before the database. */
export const tokenText = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Malformed link token');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const PAGE_OF: Record<TokenPurpose, string> = {
  'password-reset': 'user/passwordreset',
  'account-verify': 'user/accountverify',
  'activate-email': 'user/activate?type=email',
  'activate-phone': 'user/activate?type=phone',
  'activate-fast': 'user/activatefast',
  'stop-newsletter': 'user/stopnewsletter',
};

/** The site link of a token: the page of its action in the player's language. */
export function actionLink(purpose: TokenPurpose, token: string, lng: string): string {
  const page = PAGE_OF[purpose];
  return `/${lng}/${page}${page.includes('?') ? '&' : '?'}token=${token}`;
}

/** Issues a fresh token; a new reset link voids the player's earlier unused ones, so only the latest works. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose === 'password-reset') {
    await db.query('update user_action_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null', [userId, purpose, now.toISOString()]);
  }
  await db.query('insert into user_action_tokens (user_id, purpose, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    userId,
    purpose,
    sha256(token),
    now.toISOString(),
    new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  ]);
  return token;
}

/** Why a link does not work: unknown (or for another action), already used, or too old. */
export type TokenRefusal = 'invalid' | 'used' | 'expired';

const REFUSAL: Record<TokenRefusal, [status: 400 | 410, code: string, detail: string]> = {
  invalid: [400, 'invalid_token', 'This link is not valid'],
  used: [410, 'token_used', 'This link was already used'],
  expired: [410, 'token_expired', 'This link has expired'],
};

export const tokenRefusal = (refusal: TokenRefusal) => {
  const [status, code, detail] = REFUSAL[refusal];
  return new ApiError(status, [{ code, detail }]);
};

interface TokenRow {
  id: number;
  user_id: number;
  purpose: TokenPurpose;
  expires_at: Date;
  used_at: Date | null;
}

/** The token's row if it works now for one of `purposes`, else why not. Does not use it up. */
export async function checkToken(db: Db, token: string, purposes: readonly TokenPurpose[], now: Date): Promise<TokenRow | TokenRefusal> {
  const { rows } = await db.query<TokenRow>('select id, user_id, purpose, expires_at, used_at from user_action_tokens where token_hash = $1', [sha256(token)]);
  const row = rows[0];
  if (!row || !purposes.includes(row.purpose)) return 'invalid';
  if (row.used_at) return 'used';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return row;
}

/**
 * Uses the token up and runs `apply` in one transaction-free step that cannot run twice: the `used_at is null`
 * update claims the token, so two clicks on one link (or two tabs) apply it once.
 */
export async function consumeToken(db: Db, token: string, purposes: readonly TokenPurpose[], now: Date): Promise<TokenRow> {
  const checked = await checkToken(db, token, purposes, now);
  if (typeof checked === 'string') throw tokenRefusal(checked);
  const { rows } = await db.query<{ id: number }>('update user_action_tokens set used_at = $2 where id = $1 and used_at is null returning id', [checked.id, now.toISOString()]);
  if (rows.length === 0) throw tokenRefusal('used');
  return checked;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
}

const SUBJECT: Record<TokenPurpose, string> = {
  'password-reset': 'Set a new password',
  'account-verify': 'Confirm your account',
  'activate-email': 'Activate your e-mail',
  'activate-phone': 'Activate your phone',
  'activate-fast': 'Activate your account',
  'stop-newsletter': 'BetFront news',
};

const BODY: Record<TokenPurpose, (minutes: number) => string> = {
  'password-reset': (m) => `Someone asked to reset the password of your account. Open the link within ${m} minutes to set a new one; if it was not you, ignore this message.`,
  'account-verify': (m) => `Open the link within ${m / 60} hours to confirm this account is yours.`,
  'activate-email': (m) => `Open the link within ${m / 60} hours to activate this e-mail address.`,
  'activate-phone': (m) => `Open the link within ${m / 60} hours to activate this phone number.`,
  'activate-fast': (m) => `Open the link within ${m / 60} hours to activate your account in one step.`,
  'stop-newsletter': () => 'This week on BetFront: new markets and boosted odds. To stop these e-mails, open the link.',
};

/** "Sends" a link: there is no mail or SMS gateway, so the message is stored for the demo mailbox and tests. */
export async function sendLink(db: Db, user: UserRow, purpose: TokenPurpose, lng: string, now: Date, channel?: 'email' | 'sms'): Promise<OutboxMessage | undefined> {
  const via = channel ?? (user.email ? 'email' : user.phone ? 'sms' : undefined);
  const to = via === 'email' ? user.email : via === 'sms' ? user.phone : null;
  if (!via || !to) return undefined;
  const token = await issueToken(db, user.id, purpose, now);
  const link = actionLink(purpose, token, lng);
  const { rows } = await db.query<{ id: number }>(
    'insert into outbox_messages (user_id, channel, to_address, subject, body, link, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning id',
    [user.id, via, to, SUBJECT[purpose], BODY[purpose](TOKEN_LIFETIME_MS[purpose] / MINUTE), link, now.toISOString()],
  );
  return { id: rows[0]?.id ?? 0, channel: via, to, subject: SUBJECT[purpose], body: BODY[purpose](TOKEN_LIFETIME_MS[purpose] / MINUTE), link, createdAt: now.toISOString() };
}

/** The stored messages, newest first: to one address (e-mail any case, phone in any usual spelling), else the latest. */
export async function readOutbox(db: Db, to: string | undefined, limit = 50): Promise<OutboxMessage[]> {
  const phone = to ? readPhone(to.trim().replace(/^(?=\d)/, '+'), undefined, false) : null;
  const address = phone?.e164 ?? to?.trim();
  const { rows } = await db.query<{ id: number; channel: 'email' | 'sms'; to_address: string; subject: string; body: string; link: string; created_at: Date }>(
    `select id, channel, to_address, subject, body, link, created_at from outbox_messages
     where $1::text is null or lower(to_address) = lower($1) order by id desc limit $2`,
    [address || null, limit],
  );
  return rows.map((row) => ({ id: row.id, channel: row.channel, to: row.to_address, subject: row.subject, body: row.body, link: row.link, createdAt: new Date(row.created_at).toISOString() }));
}

const lng = z.string().regex(/^[a-z]{2}$/).default('en');
const recoveryBody = z.object({ login: z.string().trim().min(1, 'Enter your login, e-mail or phone').max(254), lng }).strict();
const resetBody = z.object({ token: tokenText, password: z.string().min(8, 'At least 8 characters').max(64, 'At most 64 characters').regex(/\p{L}/u, 'Needs a letter').regex(/\d/, 'Needs a digit') }).strict();
const ACTIONS = ['account-verify', 'activate', 'activate-fast', 'stop-newsletter'] as const;
const activationChannel = z.enum(['email', 'phone']);
const actionBody = z.object({ action: z.enum(ACTIONS), token: tokenText, type: activationChannel.optional() }).strict();
const checkQuery = z.object({ action: z.enum([...ACTIONS, 'password-reset']), token: tokenText, type: activationChannel.optional() });
const sendBody = z.object({ action: z.enum(ACTIONS), type: activationChannel.optional(), lng }).strict();
const outboxQuery = z.object({ to: z.string().max(254).optional() });

/** The token purposes a page accepts: the activation page takes the channel its `type` names. */
function purposesOf(action: (typeof ACTIONS)[number] | 'password-reset', type: 'email' | 'phone' | undefined): TokenPurpose[] {
  if (action === 'activate') return type ? [`activate-${type}`] : ['activate-email', 'activate-phone'];
  return [action];
}

/** The player's state after an action, as the page reports it. */
export interface ActionState {
  action: string;
  login: string;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  newsletter: boolean;
}

async function stateOf(db: Db, userId: number, action: string): Promise<ActionState> {
  const { rows } = await db.query<{ login: string; email_confirmed_at: Date | null; phone_confirmed_at: Date | null; news: boolean | null }>(
    "select login, email_confirmed_at, phone_confirmed_at, (settings ->> 'enable_mail_news')::boolean as news from users where id = $1",
    [userId],
  );
  const row = rows[0];
  if (!row) throw tokenRefusal('invalid');
  return { action, login: row.login, emailConfirmed: row.email_confirmed_at !== null, phoneConfirmed: row.phone_confirmed_at !== null, newsletter: row.news ?? true };
}

export interface UserActionOptions {
  /** The demo mailbox (`GET /web-api/demo/mailbox`): on in the reference API unless env says otherwise. */
  mailbox: boolean;
}

/**
 * The user action calls (spec S2 §2 user action pages, §4 password recovery; paths are ours, docs/decisions.md):
 * recovery by login, e-mail or phone; checking a link; resetting the password; verification, activation and the
 * newsletter stop; a signed-in player asking for a link; and the demo mailbox where "sent" messages are read.
 */
export function userActionRoutes(deps: AuthDeps, { mailbox }: UserActionOptions): Hono {
  const app = new Hono();
  const { db, now } = deps;
  const byAccount = new SlidingWindowLimiter({ limit: RECOVERY_LIMITS.perAccount, windowMs: RECOVERY_LIMITS.windowMs, now });
  const byAddress = new SlidingWindowLimiter({ limit: RECOVERY_LIMITS.perAddress, windowMs: RECOVERY_LIMITS.windowMs, now });

  /** Always the same answer, found or not, so the form cannot tell who has an account. */
  app.post('/web-api/auth/v1/password/recovery', async (c) => {
    const body = await parseJsonBody(c, recoveryBody);
    const address = clientAddress(c, deps.env.trustProxy);
    const phone = /^\+?[\d\s()-]{6,}$/.test(body.login) ? readPhone(body.login.replace(/^(?=\d)/, '+'), undefined, false) : null;
    const user = (phone ? await findUserByPhone(db, phone.e164) : null) ?? (await findUserByLoginOrEmail(db, body.login));
    c.header('Cache-Control', 'no-store');
    // The recovery flow's "failure for an unknown user" (ANLT-025) is counted here, where it is known: the page gets the
    // same answer either way, and the record names nobody (no login, no address).
    if (!user) await recordUnknownRecovery(db, now(), body.lng);
    if (!user || byAccount.state(String(user.id)).blocked || byAddress.state(address).blocked) return c.json({ sent: true });
    byAccount.fail(String(user.id));
    byAddress.fail(address);
    // Asked by phone number: the link goes by SMS; otherwise to the e-mail, or the phone when there is none.
    await sendLink(db, user, 'password-reset', body.lng, now(), phone ? 'sms' : undefined);
    return c.json({ sent: true });
  });

  /** Whether a link still works, without using it (the reset page asks before showing its form). */
  app.get('/web-api/auth/v1/user-action/check', async (c) => {
    const query = parseInput(checkQuery, c.req.query(), 'query');
    const checked = await checkToken(db, query.token, purposesOf(query.action, query.type), now());
    if (typeof checked === 'string') throw tokenRefusal(checked);
    const user = await findUserById(db, checked.user_id);
    if (!user) throw tokenRefusal('invalid');
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: true, login: user.login, expiresAt: new Date(checked.expires_at).toISOString() });
  });

  /** Sets the new password; the link is used up, and the player signs in with the new password. */
  app.post('/web-api/auth/v1/password/reset', async (c) => {
    const body = await parseJsonBody(c, resetBody);
    const passwordHash = await hashPassword(body.password);
    const row = await consumeToken(db, body.token, ['password-reset'], now());
    await db.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [row.user_id, passwordHash, now().toISOString()]);
    deps.accountFailures.reset(String(row.user_id));
    return c.json(await stateOf(db, row.user_id, 'password-reset'));
  });

  app.post('/web-api/auth/v1/user-action', async (c) => {
    const body = await parseJsonBody(c, actionBody);
    const row = await consumeToken(db, body.token, purposesOf(body.action, body.type), now());
    const at = now().toISOString();
    switch (row.purpose) {
      case 'account-verify':
      case 'activate-email':
        await db.query('update users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1 and email is not null', [row.user_id, at]);
        break;
      case 'activate-phone':
        await db.query('update users set phone_confirmed_at = coalesce(phone_confirmed_at, $2) where id = $1 and phone is not null', [row.user_id, at]);
        break;
      case 'activate-fast':
        await db.query(
          `update users set email_confirmed_at = case when email is null then null else coalesce(email_confirmed_at, $2) end,
             phone_confirmed_at = case when phone is null then null else coalesce(phone_confirmed_at, $2) end where id = $1`,
          [row.user_id, at],
        );
        break;
      case 'stop-newsletter':
        await db.query(`update users set settings = settings || '{"enable_mail_news": false}'::jsonb where id = $1`, [row.user_id]);
        break;
      case 'password-reset':
        throw tokenRefusal('invalid');
    }
    return c.json(await stateOf(db, row.user_id, body.action));
  });

  /** A signed-in player asks for a link by e-mail (or SMS for phone activation); the newsletter carries its stop link. */
  app.post('/web-api/auth/v1/user-action/send', async (c) => {
    const body = await parseJsonBody(c, sendBody);
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in first' }]);
    const purpose: TokenPurpose = body.action === 'activate' ? `activate-${body.type ?? 'email'}` : body.action;
    const channel = purpose === 'activate-phone' ? 'sms' : purpose === 'activate-fast' ? undefined : 'email';
    const sent = await sendLink(db, signedIn.user, purpose, body.lng, now(), channel);
    if (!sent) throw ApiError.badRequest(channel === 'sms' ? 'no_phone' : 'no_email', channel === 'sms' ? 'Bind a phone first' : 'The account has no e-mail');
    return c.json({ sent: true, to: sent.to, channel: sent.channel });
  });

  if (mailbox) {
    app.get('/web-api/demo/mailbox', async (c) => {
      const { to } = parseInput(outboxQuery, c.req.query(), 'query');
      c.header('Cache-Control', 'no-store');
      return c.json({ demo: true, messages: await readOutbox(db, to) });
    });
  }
  return app;
}

/** The collector's record of a recovery asked for an account that does not exist (ANLT-025), in the page's language only. */
async function recordUnknownRecovery(db: AuthDeps['db'], at: Date, lng: string): Promise<void> {
  const record = { id: 'password_recovery.unknown_user', at: at.getTime(), page: '', str: { lng }, int: {}, float: {} };
  await db.query('insert into analytics_records (received_at, user_id, record) values ($1, null, $2)', [at, JSON.stringify(record)]);
}
