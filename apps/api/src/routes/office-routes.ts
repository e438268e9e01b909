import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { CaptchaService } from '../auth/captcha.ts';
import type { SmsCodeStore } from '../auth/sms-codes.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { addCurrency, listAccounts, listCurrencies, removeCurrency, requireAccount, setActiveAccount } from '../office/accounts.ts';
import { betHistory, settleCoupons } from '../office/bet-history.ts';
import { formatMinor, ledgerOf, recomputeBalances } from '../office/ledger.ts';
import { paymentSimPage } from '../office/payment-sim-page.ts';
import {
  createPayment,
  decidePayment,
  DEFAULT_PENDING_MS,
  findPayment,
  FIRST_DEPOSIT_BONUS_PERCENT,
  firstDepositBonusAvailable,
  firstDepositBonusMaxMinor,
  listPayments,
  PAYMENT_BILLS_METHOD,
  paymentMethods,
  settlePending,
} from '../office/payments.ts';
import {
  bindPhone,
  changePassword,
  newPassword,
  personalDataPatch,
  readPersonalData,
  readSecurity,
  readSettings,
  sendPhoneCode,
  setBlocked,
  setTwoStep,
  settingsPatch,
  updatePersonalData,
  updateSettings,
} from '../office/profile.ts';
import { findUserCoupon } from '../sports/coupon-views.ts';
import { feedLang } from '../sports/i18n.ts';

/** A real calendar day: 2026-02-30 is not; malformed text is refused without throwing (zod runs refinements after a failed regex). */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The office calls (docs/decisions.md CALL-029, CALL-035 to CALL-038 and "Office API"). */
export const OFFICE = '/web-api/officeapi/v1';

export interface OfficeRoutesOptions {
  db: Db;
  now: () => Date;
  authenticate: Authenticate;
  /** The auth routes' SMS codes, so phone binding codes work like sign-in codes (and the last-sms hook sees them). */
  sms: SmsCodeStore;
  /** How long a pending payment waits before it settles by itself; env `API_PAYMENT_PENDING_MS`, default 30 s. */
  pendingMs?: number;
  /**
   * Mounts `POST /web-api/test/payments/settle`, and lets a `test_bills_out_of_service=1` cookie take the bills method
   * out of service for that one browser (SHELL-017's e2e).
   */
  testHooks: boolean;
  /** The auth routes' captcha: a personal data change that sets the PIN code needs it solved (UCFG-032). */
  captcha?: Pick<CaptchaService, 'checkHeader'>;
}

const MAX_ID = 2_147_483_647;
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Expected a positive whole number')
  .transform(Number)
  .refine((value) => value <= MAX_ID, 'Too large');
const optionalId = z.preprocess(blankAsUnset, id.optional());
const limit = z.preprocess(blankAsUnset, z.string().regex(/^\d{1,3}$/, 'Expected 1 to 100').transform(Number).pipe(z.number().int().min(1).max(100)).default(20));
const lang = z.preprocess(
  blankAsUnset,
  z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR')
    .optional()
    .transform(feedLang),
);
const date = z.preprocess(
  blankAsUnset,
  z
    .string()
    .regex(/^(?:19|20)\d{2}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
    .refine(isCalendarDate, 'Not a calendar date')
    .optional(),
);
/** A comma-separated list of whole numbers from `allowed`. */
const intList = (allowed: readonly number[], what: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .max(64)
      .transform((value) => value.split(',').map((part) => Number(part.trim())))
      .refine((values) => values.every((value) => allowed.includes(value)), `${what} must be among ${allowed.join(', ')}`)
      .optional(),
  );

const accountIdQuery = z.object({ id });
const currencyBody = z.object({ currencyId: z.number().int().min(1).max(MAX_ID) }).strict();
const ledgerQuery = z.object({ accountId: id, limit, beforeId: optionalId });
const betsQuery = z
  .object({
    lang,
    dateFrom: date,
    dateTo: date,
    status: intList([-2, 0, 1], 'status'),
    typeId: intList([1, 2, 3, 4, 9], 'typeId'),
    limit,
    beforeId: optionalId,
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateFrom'] });
const langQuery = z.object({ lang });
const direction = z.enum(['deposit', 'withdrawal'], { error: 'direction must be deposit or withdrawal' });
const paymentsQuery = z.object({ accountId: optionalId, direction: z.preprocess(blankAsUnset, direction.optional()), limit, beforeId: optionalId });
const methodsQuery = z.object({ accountId: id, direction: z.preprocess(blankAsUnset, direction.default('deposit')) });
/** Amounts are whole minor units (cents): never a float. */
const amountMinor = z.number({ error: 'amountMinor must be a number of cents' }).int('amountMinor must be whole cents').min(1).max(Number.MAX_SAFE_INTEGER);
const paymentBody = z
  .object({
    accountId: z.number().int().min(1).max(MAX_ID),
    amountMinor,
    method: z.string().min(1).max(32),
    lang: z.string().regex(/^[a-z]{2}$/, 'lang must be two lower-case letters').default('en'),
  })
  .strict();
const idempotencyKey = z.preprocess(blankAsUnset, z.string().regex(/^[\w.:-]{1,128}$/, 'Idempotency-Key must be 1–128 letters, digits or _ . : -').optional());
const outcomeBody = z.object({ outcome: z.enum(['success', 'fail', 'pending', 'cancel'], { error: 'outcome must be success, fail, pending or cancel' }) }).strict();
const passwordBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword }).strict();
const twoStepBody = z.object({ enabled: z.boolean(), password: z.string().min(1).max(128) }).strict();
const blockBody = z.object({ is_blocked: z.boolean() }).strict();
const phoneBody = z.object({ phone_number: z.string().min(4).max(24), country_code: z.string().max(8).optional() }).strict();
const bindBody = phoneBody.extend({ code: z.string().regex(/^\d{6}$/, 'code must be 6 digits') }).strict();
const annotateBody = z
  .object({ accountId: z.number().int().min(1).max(MAX_ID), label: z.string().trim().min(1).max(40).nullable().optional(), points: z.number().int().min(0).max(1_000_000_000).optional(), isPointsType: z.boolean().optional() })
  .strict();
const settleBody = z.object({ paymentId: z.number().int().min(1).max(MAX_ID), outcome: z.enum(['success', 'fail']).default('success') }).strict();

/**
 * The player's office: accounts and currencies, the ledger, deposits and withdrawals through the simulated
 * provider, bet and payment history, settings, personal data and security. Every call needs a signed-in player.
 */
export function officeRoutes({ db, now, authenticate, sms, pendingMs = DEFAULT_PENDING_MS, testHooks, captcha }: OfficeRoutesOptions): Hono {
  const app = new Hono();

  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  app.use(`${OFFICE}/*`, noStore);

  const signedIn = async (c: Context): Promise<number> => {
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use the office' }]);
    return user.userId;
  };
  /** Before money is read: due pending payments and decided coupons settle into the ledger. */
  const settled = async (c: Context): Promise<number> => {
    const userId = await signedIn(c);
    await settlePending(db, userId, now());
    await settleCoupons(db, userId, 'en', now());
    return userId;
  };

  // — Accounts and currencies (CALL-035 to CALL-038) ———————————————————————
  app.get(`${OFFICE}/accounts`, async (c) => {
    const userId = await settled(c);
    return c.json({ accounts: await listAccounts(db, userId) });
  });
  app.post(`${OFFICE}/accounts/active`, async (c) => {
    const userId = await signedIn(c);
    const query = parseInput(accountIdQuery, c.req.query(), 'query');
    return c.json({ accounts: await setActiveAccount(db, userId, query.id) });
  });
  app.get(`${OFFICE}/currencies`, async (c) => {
    const userId = await signedIn(c);
    return c.json({ currencies: await listCurrencies(db, userId) });
  });
  app.post(`${OFFICE}/currencies`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, currencyBody);
    return c.json({ success: true, data: await addCurrency(db, userId, body.currencyId) });
  });
  app.delete(`${OFFICE}/currencies/:currencyId`, async (c) => {
    const userId = await signedIn(c);
    const currencyId = parseInput(id, c.req.param('currencyId'), 'query');
    return c.json({ success: true, data: await removeCurrency(db, userId, currencyId) });
  });

  // — Ledger: an account's entries and its balance recomputed from them ————————————
  app.get(`${OFFICE}/ledger`, async (c) => {
    const userId = await settled(c);
    const query = parseInput(ledgerQuery, c.req.query(), 'query');
    const account = await requireAccount(db, userId, query.accountId);
    const sums = (await recomputeBalances(db, userId)).find((row) => row.accountId === account.id);
    return c.json({ entries: await ledgerOf(db, account.id, query.limit, query.beforeId), balanceMinor: sums?.balanceMinor ?? 0, ledgerSumMinor: sums?.ledgerSumMinor ?? 0 });
  });

  // — First-deposit bonus popup (CALL-029) —————————————————————————————
  app.get(`${OFFICE}/bonus-popup-information`, async (c) => {
    const userId = await signedIn(c);
    const main = (await listAccounts(db, userId)).find((account) => account.type === 0);
    const iso = main?.iso ?? 'RUB';
    const maxBonusMinor = firstDepositBonusMaxMinor(iso);
    return c.json({
      bonusPopupInformation: {
        isAvailable: await firstDepositBonusAvailable(db, userId),
        percent: FIRST_DEPOSIT_BONUS_PERCENT,
        maxBonus: formatMinor(maxBonusMinor),
        maxBonusMinor,
        iso,
      },
    });
  });

  // — Payments through the simulated provider ———————————————————————————
  /** The methods out of service now: none in the demo; the bills method for a test browser that asks (test hooks only). */
  const outOfService = (c: Context): string[] => (testHooks && getCookie(c, 'test_bills_out_of_service') === '1' ? [PAYMENT_BILLS_METHOD] : []);
  app.get(`${OFFICE}/payments/methods`, async (c) => {
    const userId = await signedIn(c);
    const query = parseInput(methodsQuery, c.req.query(), 'query');
    const account = await requireAccount(db, userId, query.accountId);
    return c.json({ iso: account.iso, methods: account.type === 4 ? [] : paymentMethods(query.direction, account.iso, outOfService(c)) });
  });
  for (const kind of ['deposit', 'withdrawal'] as const) {
    app.post(`${OFFICE}/payments/${kind}`, async (c) => {
      const userId = await settled(c);
      const key = parseInput(idempotencyKey, c.req.header('idempotency-key'), 'header');
      const body = await parseJsonBody(c, paymentBody);
      const payment = await createPayment(db, { userId, direction: kind, accountId: body.accountId, amountMinor: body.amountMinor, method: body.method, lang: body.lang, idempotencyKey: key, now: now(), outOfService: outOfService(c) });
      return c.json({ payment, redirectUrl: `/web-api/officeapi/v1/payment-sim/${payment.id}` }, 201);
    });
  }
  app.get(`${OFFICE}/payments`, async (c) => {
    const userId = await settled(c);
    const query = parseInput(paymentsQuery, c.req.query(), 'query');
    return c.json(await listPayments(db, userId, query));
  });
  app.get(`${OFFICE}/payments/:paymentId{[0-9]+}`, async (c) => {
    const userId = await settled(c);
    const paymentId = parseInput(id, c.req.param('paymentId'), 'query');
    return c.json({ payment: await findPayment(db, userId, paymentId) });
  });

  // The provider's own page and its answer. The page is plain HTML forms: it works without script.
  app.get(`${OFFICE}/payment-sim/:paymentId{[0-9]+}`, async (c) => {
    const userId = await signedIn(c);
    const paymentId = parseInput(id, c.req.param('paymentId'), 'query');
    const payment = await findPayment(db, userId, paymentId);
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    return c.html(paymentSimPage(payment, `${OFFICE}/payment-sim/${payment.id}`));
  });
  app.post(`${OFFICE}/payment-sim/:paymentId{[0-9]+}`, async (c) => {
    const userId = await signedIn(c);
    const paymentId = parseInput(id, c.req.param('paymentId'), 'query');
    const isJson = (c.req.header('content-type') ?? '').startsWith('application/json');
    const { outcome } = isJson ? await parseJsonBody(c, outcomeBody) : parseInput(outcomeBody, Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)])), 'body');
    const step = await decidePayment(db, userId, paymentId, outcome, now(), pendingMs);
    // A form post (the page) goes on to the onpay page; a JSON call (the client, tests) gets the step.
    return isJson ? c.json(step) : c.redirect(step.redirectUrl, 303);
  });

  // — Bet history ——————————————————————————————————————————————————
  app.get(`${OFFICE}/bets`, async (c) => {
    const userId = await settled(c);
    const query = parseInput(betsQuery, c.req.query(), 'query');
    const page = await betHistory(db, userId, query.lang, { dateFrom: query.dateFrom, dateTo: query.dateTo, statuses: query.status, typeIds: query.typeId, limit: query.limit, beforeId: query.beforeId }, now());
    return c.json(page);
  });
  app.get(`${OFFICE}/bets/:couponId{[0-9]+}`, async (c) => {
    const userId = await settled(c);
    const couponId = parseInput(id, c.req.param('couponId'), 'query');
    const query = parseInput(langQuery, c.req.query(), 'query');
    const coupon = await findUserCoupon(db, query.lang, userId, couponId, now());
    if (!coupon) throw new ApiError(404, [{ code: 'coupon_not_found', detail: `No coupon ${couponId}` }]);
    return c.json({ coupon });
  });

  // — Settings, personal data, security ——————————————————————————————————
  app.get(`${OFFICE}/settings`, async (c) => c.json({ settings: await readSettings(db, await signedIn(c)) }));
  app.patch(`${OFFICE}/settings`, async (c) => {
    const userId = await signedIn(c);
    return c.json({ settings: await updateSettings(db, userId, await parseJsonBody(c, settingsPatch)) });
  });
  app.get(`${OFFICE}/personal-data`, async (c) => c.json({ personalData: await readPersonalData(db, await signedIn(c)) }));
  app.patch(`${OFFICE}/personal-data`, async (c) => {
    const userId = await signedIn(c);
    const patch = await parseJsonBody(c, personalDataPatch);
    // UCFG-032: setting or removing the PIN code asks a solved captcha (400 code 111 until X-Captcha carries the answer).
    if (patch.pinCode !== undefined && captcha) {
      const solved = captcha.checkHeader(c.req.header('x-captcha'));
      if (!solved.ok) throw new ApiError(400, [{ code: solved.code, detail: solved.detail }]);
    }
    return c.json({ personalData: await updatePersonalData(db, userId, patch) });
  });
  app.get(`${OFFICE}/security`, async (c) => c.json({ security: await readSecurity(db, await signedIn(c)) }));
  app.post(`${OFFICE}/security/password`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, passwordBody);
    await changePassword(db, userId, body.oldPassword, body.newPassword, now());
    return c.json({ success: true });
  });
  app.post(`${OFFICE}/security/two-step`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, twoStepBody);
    return c.json(await setTwoStep(db, userId, body.enabled, body.password));
  });
  app.post(`${OFFICE}/security/block`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, blockBody);
    return c.json({ security: await setBlocked(db, userId, body.is_blocked) });
  });
  app.post(`${OFFICE}/security/phone/code`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, phoneBody);
    await sendPhoneCode(db, sms, userId, body.phone_number, body.country_code);
    return c.json({ success: true, expiresIn: 300 });
  });
  app.post(`${OFFICE}/security/phone`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, bindBody);
    return c.json({ security: await bindPhone(db, sms, userId, body.phone_number, body.country_code, body.code) });
  });

  // — Test hook: settle a pending payment now ————————————————————————————
  if (testHooks) {
    // An account's label, points and points-type flag (ACCT-001), which no call of the spec sets.
    app.post('/web-api/test/accounts/annotate', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, annotateBody);
      const { rows } = await db.query(
        'update accounts set label = case when $3 then $4 else label end, points = coalesce($5, points), is_points_type = coalesce($6, is_points_type) where id = $1 and user_id = $2 and closed_at is null returning id',
        [body.accountId, userId, body.label !== undefined, body.label ?? null, body.points ?? null, body.isPointsType ?? null],
      );
      if (rows.length === 0) throw new ApiError(404, [{ code: 'account_not_found', detail: `No open account ${body.accountId}` }]);
      return c.json({ accounts: await listAccounts(db, userId) });
    });
    app.post('/web-api/test/payments/settle', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, settleBody);
      const count = await settlePending(db, userId, now(), { paymentId: body.paymentId, outcome: body.outcome });
      if (count === 0) throw new ApiError(409, [{ code: 'payment_not_pending', detail: `Payment ${body.paymentId} is not pending` }]);
      return c.json({ payment: await findPayment(db, userId, body.paymentId) });
    });
  }

  return app;
}
