import { Hono, type Context } from 'hono';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, AUTH_LIMITS, startSession, type AuthDeps } from './auth-context.ts';
import { AuthFailure, clearUserTokenCookie, clientAddress } from './auth-http.ts';
import { loginBody, loginPhoneBody, sendSmsBody, smsCodeBody, socialLoginBody, twoStepBody } from './auth-schemas.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { readPhone } from './phone.ts';
import { endSession } from './sessions.ts';
import { SMS_CODE_LIFETIME_MS } from './sms-codes.ts';
import { readSocialToken } from './social.ts';
import { findUserById, findUserByLoginOrEmail, findUserByPhone, findUserBySocial, type UserRow } from './users.ts';

const AUTH = '/web-api/auth/v1';

/** What a sign-in attempt proved: the user, or the refusal to answer (the attempt counts as failed). */
type AttemptResult = UserRow | AuthFailure;

interface GuardOptions {
  /** The counter to charge: the user when known, else what was typed, so unknown names are limited too. */
  accountKey: string;
  /** Password forms need a solved captcha once the account has failed `captchaAfterFailures` times. */
  captcha: boolean;
  /** Reset the account's failures on success; false for a password step that still awaits its two-step code. */
  resetOnSuccess: (user: UserRow) => boolean;
}

const invalidCredentials = (responseType: string) =>
  AuthFailure.badRequest('invalid_credentials', 'Wrong login or password', responseType);

/** Sign-in and registration routes (CALL-009): the auth client's posts under `/web-api/auth/v1/`. */
export function loginRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const { db, now } = deps;
  // scrypt for an unknown user too, so the answer time does not tell which logins exist.
  const dummyHash = hashPassword('not-a-real-password-0');

  /**
   * Runs one sign-in attempt under the limits: 429 when the address or account is over its limit,
   * the captcha when the account needs one (400 with code 111/112/113/100), then the attempt itself.
   * A failure charges both the account and the address; a success clears the account's failures.
   */
  async function guarded(c: Context, options: GuardOptions, attempt: () => Promise<AttemptResult>): Promise<UserRow> {
    const address = `addr:${clientAddress(c, deps.env.trustProxy)}`;
    const byAddress = deps.addressFailures.state(address);
    if (byAddress.blocked) throw AuthFailure.tooManyAttempts(byAddress.retryAfterSeconds);
    const byAccount = deps.accountFailures.state(options.accountKey);
    if (byAccount.blocked) throw AuthFailure.tooManyAttempts(byAccount.retryAfterSeconds);
    if (options.captcha && byAccount.failures >= AUTH_LIMITS.captchaAfterFailures) {
      const solved = deps.captcha.checkHeader(c.req.header('x-captcha'));
      if (!solved.ok) throw AuthFailure.badRequest(solved.code, solved.detail, 'captcha');
    }
    const result = await attempt();
    if (result instanceof AuthFailure) {
      deps.accountFailures.fail(options.accountKey);
      deps.addressFailures.fail(address);
      throw result;
    }
    if (options.resetOnSuccess(result)) deps.accountFailures.reset(options.accountKey);
    return result;
  }

  async function passwordAttempt(user: UserRow | null, password: string, responseType: string): Promise<AttemptResult> {
    if (!user) {
      await verifyPassword(password, await dummyHash);
      return invalidCredentials(responseType);
    }
    return (await verifyPassword(password, user.password_hash)) ? user : invalidCredentials(responseType);
  }

  /** Signs the user in, or, with two-step on, answers the ticket for the code form (`responseType: 'two_step'`). */
  async function completeSignIn(c: Context, user: UserRow, remember: boolean) {
    if (user.two_step_code_hash !== null) {
      const twoStepToken = await deps.tokens.signTwoStep({ userId: user.id, remember });
      return c.json({
        success: false,
        responseType: 'two_step',
        message: 'Enter the code of your two-step verification',
        data: { twoStepToken },
      });
    }
    const token = await startSession(c, deps, user, remember);
    return c.json({ success: true, responseType: 'success', message: 'Signed in', data: { token } });
  }

  const skipResetForTwoStep = (user: UserRow) => user.two_step_code_hash === null;

  app.post(`${AUTH}/login`, async (c) => {
    const { identifier, password, remember } = await parseJsonBody(c, loginBody);
    const user = await findUserByLoginOrEmail(db, identifier);
    const accountKey = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
    const signedIn = await guarded(c, { accountKey, captcha: true, resetOnSuccess: skipResetForTwoStep }, () =>
      passwordAttempt(user, password, 'login_password'),
    );
    return completeSignIn(c, signedIn, remember);
  });

  app.post(`${AUTH}/login-phone`, async (c) => {
    const body = await parseJsonBody(c, loginPhoneBody);
    const phone = readPhone(body.phone_number, body.country_code, false);
    if (!phone) throw AuthFailure.badRequest('invalid_phone', 'Enter a valid phone number', 'phone_password');
    const user = await findUserByPhone(db, phone.e164);
    const accountKey = user ? `user:${user.id}` : `phone:${phone.e164}`;
    const signedIn = await guarded(c, { accountKey, captcha: true, resetOnSuccess: skipResetForTwoStep }, () =>
      passwordAttempt(user, body.password, 'phone_password'),
    );
    return completeSignIn(c, signedIn, body.remember);
  });

  app.post(`${AUTH}/send-sms`, async (c) => {
    const { phone_number, country_code, purpose } = await parseJsonBody(c, sendSmsBody);
    const phone = readPhone(phone_number, country_code, purpose === 'register');
    if (!phone) throw AuthFailure.badRequest('invalid_phone', 'Enter a valid phone number', 'sms');
    const address = `addr:${clientAddress(c, deps.env.trustProxy)}`;
    for (const [limiter, key] of [
      [deps.smsByPhone, phone.e164],
      [deps.smsByAddress, address],
    ] as const) {
      const state = limiter.state(key);
      if (state.blocked) throw AuthFailure.tooManyAttempts(state.retryAfterSeconds);
    }
    const owner = await findUserByPhone(db, phone.e164);
    if (purpose === 'register' && owner) {
      throw AuthFailure.badRequest('phone_taken', 'This phone number is already registered', 'sms');
    }
    deps.smsByPhone.fail(phone.e164);
    deps.smsByAddress.fail(address);
    // Signing in to an unknown number answers the same and sends nothing, so the call does not reveal who is registered.
    if (purpose === 'register' || owner) deps.sms.issue(phone.e164, purpose);
    return c.json({
      success: true,
      responseType: 'sms',
      message: 'The code was sent by SMS',
      data: { expires_in: SMS_CODE_LIFETIME_MS / 1000 },
    });
  });

  app.post(`${AUTH}/sms-code`, async (c) => {
    const body = await parseJsonBody(c, smsCodeBody);
    const phone = readPhone(body.phone_number, body.country_code, false);
    if (!phone) throw AuthFailure.badRequest('invalid_phone', 'Enter a valid phone number', 'sms');
    const user = await findUserByPhone(db, phone.e164);
    const accountKey = user ? `user:${user.id}` : `phone:${phone.e164}`;
    const signedIn = await guarded(c, { accountKey, captcha: false, resetOnSuccess: skipResetForTwoStep }, async () => {
      const check = deps.sms.verify(phone.e164, 'login', body.code);
      if (check === 'expired') return AuthFailure.badRequest('sms_code_expired', 'The code expired; ask for a new one', 'sms');
      if (check === 'wrong' || !user) return AuthFailure.badRequest('invalid_sms_code', 'Wrong SMS code', 'sms');
      return user;
    });
    return completeSignIn(c, signedIn, body.remember);
  });

  app.post(`${AUTH}/two-step`, async (c) => {
    const body = await parseJsonBody(c, twoStepBody);
    const ticket = await deps.tokens.verifyTwoStep(body.token);
    if (!ticket || deps.usedTwoStepTickets.has(ticket.ticketId)) {
      throw AuthFailure.badRequest('two_step_expired', 'Sign in again: the two-step step expired', 'login_password');
    }
    const user = await findUserById(db, ticket.userId);
    const signedIn = await guarded(c, { accountKey: `user:${ticket.userId}`, captcha: false, resetOnSuccess: () => true }, async () => {
      const right = user?.two_step_code_hash ? await verifyPassword(body.code, user.two_step_code_hash) : false;
      return right && user ? user : AuthFailure.badRequest('invalid_two_step_code', 'Wrong code', 'login_password_two_step_code');
    });
    deps.usedTwoStepTickets.add(ticket.ticketId, ticket.exp * 1000);
    const token = await startSession(c, deps, signedIn, ticket.remember);
    return c.json({ success: true, responseType: 'success', message: 'Signed in', data: { token } });
  });

  app.post(`${AUTH}/social`, async (c) => {
    const body = await parseJsonBody(c, socialLoginBody);
    const socialId = readSocialToken(body.provider, body.token);
    if (!socialId) throw AuthFailure.badRequest('invalid_social_token', 'The network did not confirm this sign-in', 'social');
    const user = await findUserBySocial(db, body.provider, socialId);
    if (!user) throw AuthFailure.badRequest('social_account_not_found', 'No account uses this network yet; register first', 'soc_reg');
    return completeSignIn(c, user, body.remember);
  });

  app.post(`${AUTH}/disconnect`, async (c) => {
    const signedIn = await authenticate(c, deps);
    if (signedIn) await endSession(db, signedIn.session.id, now());
    clearUserTokenCookie(c);
    return c.json({ success: true, responseType: 'disconnect', message: 'Signed out' });
  });

  return app;
}
