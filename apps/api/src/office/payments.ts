import type { Payment, PaymentDirection, PaymentMethod, PaymentOutcome, PaymentStatus } from '@bf/api-client/office';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { requireAccount } from './accounts.ts';
import { assertDepositAllowed } from '../limits/limit-service.ts';
import { formatMinor, isCheckViolation } from './ledger.ts';

/**
 * The simulated payment provider (docs/decisions.md "Payment simulator"). A deposit or withdrawal is created, the
 * browser goes to the provider's page, and the provider answers success, fail, pending or cancel; the browser then
 * lands on the spec's onpay pages. Money moves only through the ledger, each step in one statement:
 * - deposit: success credits (`deposit`, and the first-deposit `bonus` when the player chose one); the rest move nothing;
 * - withdrawal: creating it reserves the funds (`withdrawal_hold`); success keeps them out, fail and cancel give them
 *   back (`withdrawal_release`); pending keeps them reserved until it settles.
 * A pending payment settles by itself `pendingMs` later (checked whenever the player's money is read) or at once
 * through the test hook.
 */

/** Units of each demo currency per ruble, so the limits below read in every currency. */
const RUB_PER_UNIT: Readonly<Record<string, number>> = { RUB: 1, USD: 90, EUR: 98, KZT: 0.19, UAH: 2.2, BRL: 16, TRY: 2.7, AZN: 53 };

interface MethodRule {
  id: string;
  name: string;
  directions: readonly PaymentDirection[];
  /** Limits in rubles (minor units are derived per currency and rounded to whole units). */
  minRub: number;
  maxRub: number;
}

const METHODS: readonly MethodRule[] = [
  { id: 'card', name: 'Bank card', directions: ['deposit', 'withdrawal'], minRub: 100, maxRub: 600_000 },
  { id: 'ewallet', name: 'E-wallet', directions: ['deposit', 'withdrawal'], minRub: 50, maxRub: 150_000 },
  { id: 'bank', name: 'Bank transfer', directions: ['withdrawal'], minRub: 1_000, maxRub: 3_000_000 },
  // spec S2 §2 "payment-bills out of service": paying by bill, a deposit method the provider can take out of service.
  { id: 'bills', name: 'Payment bills', directions: ['deposit'], minRub: 100, maxRub: 100_000 },
];

/** The method a provider can mark out of service (SHELL-017): the site then shows its out-of-service modal. */
export const PAYMENT_BILLS_METHOD = 'bills';

/** First-deposit bonus: this percent of the deposit, at most this many rubles (CALL-029's popup shows them). */
export const FIRST_DEPOSIT_BONUS_PERCENT = 100;
const FIRST_DEPOSIT_BONUS_MAX_RUB = 10_000;

/** How long a pending payment waits before it settles by itself, unless the API is told otherwise. */
export const DEFAULT_PENDING_MS = 30_000;

/** Whole units of `iso` worth about `rub` rubles, in minor units (at least 1 unit). */
export function rubToMinor(rub: number, iso: string, round: 'up' | 'down'): number {
  const units = rub / (RUB_PER_UNIT[iso] ?? 1);
  const whole = Math.max(1, round === 'up' ? Math.ceil(units) : Math.floor(units));
  return whole * 100;
}

/**
 * The methods for `direction` in `iso`, with their limits and quick amounts in minor units; those in `outOfService`
 * are still listed, marked `outOfService: true` (the site tells the player and offers the others).
 */
export function paymentMethods(direction: PaymentDirection, iso: string, outOfService: readonly string[] = []): PaymentMethod[] {
  return METHODS.filter((method) => method.directions.includes(direction)).map((method) => {
    const minMinor = rubToMinor(method.minRub, iso, 'up');
    const maxMinor = rubToMinor(method.maxRub, iso, 'down');
    // Quick amounts: round numbers between the limits (about 500, 1000, 5000 and 10000 rubles).
    const presetsMinor = [500, 1_000, 5_000, 10_000]
      .map((rub) => rubToMinor(rub, iso, 'down'))
      .filter((amount, index, all) => amount >= minMinor && amount <= maxMinor && all.indexOf(amount) === index);
    return { id: method.id, name: method.name, minMinor, maxMinor, presetsMinor, ...(outOfService.includes(method.id) && { outOfService: true }) };
  });
}

/** The first-deposit bonus cap in `iso`, minor units. */
export const firstDepositBonusMaxMinor = (iso: string) => rubToMinor(FIRST_DEPOSIT_BONUS_MAX_RUB, iso, 'down');

interface PaymentRow {
  id: string;
  direction: PaymentDirection;
  account_id: number;
  account_type: 0 | 4 | 9;
  iso: string;
  method: string;
  amount_minor: string;
  status: PaymentStatus;
  settle_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  lang: string;
}

const PAYMENT_COLUMNS = `p.id, p.direction, p.account_id, a.type as account_type, trim(p.iso) as iso, p.method, p.amount_minor, p.status, p.settle_at,
  p.created_at, p.updated_at, p.lang`;

function paymentView(row: PaymentRow): Payment {
  return {
    id: Number(row.id),
    direction: row.direction,
    accountId: row.account_id,
    accountType: row.account_type,
    iso: row.iso,
    method: row.method,
    amount: formatMinor(row.amount_minor),
    amountMinor: Number(row.amount_minor),
    status: row.status,
    settleAt: row.settle_at === null ? null : new Date(row.settle_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findPaymentRow(db: Db, userId: number, paymentId: number): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments p join accounts a on a.id = p.account_id where p.id = $1 and p.user_id = $2`, [
    paymentId,
    userId,
  ]);
  return rows[0];
}

/** The player's payment, or a 404 (someone else's is not revealed). */
export async function findPayment(db: Db, userId: number, paymentId: number): Promise<Payment> {
  const row = await findPaymentRow(db, userId, paymentId);
  if (!row) throw new ApiError(404, [{ code: 'payment_not_found', detail: `No payment ${paymentId}` }]);
  return paymentView(row);
}

export interface PaymentFilter {
  accountId?: number;
  direction?: PaymentDirection;
  limit: number;
  beforeId?: number;
}

/** The player's payments, newest first (historypay), with where the next page starts. */
export async function listPayments(db: Db, userId: number, filter: PaymentFilter): Promise<{ payments: Payment[]; nextBeforeId: number | null }> {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p join accounts a on a.id = p.account_id
     where p.user_id = $1 and ($2::int is null or p.account_id = $2) and ($3::text is null or p.direction = $3) and ($4::bigint is null or p.id < $4)
     order by p.id desc limit $5`,
    [userId, filter.accountId ?? null, filter.direction ?? null, filter.beforeId ?? null, filter.limit + 1],
  );
  const page = rows.slice(0, filter.limit).map(paymentView);
  return { payments: page, nextBeforeId: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
}

/** The simulated provider's page for a payment: under the API's prefix, so the site's server serves it too. */
export const providerPagePath = (paymentId: number) => `/web-api/officeapi/v1/payment-sim/${paymentId}`;

/** The onpay page a decided payment lands on (ROUTE-054, ROUTE-055). */
export function resultPagePath(lang: string, direction: PaymentDirection, outcome: PaymentOutcome, paymentId: number): string {
  const withdraw = direction === 'withdrawal' ? 'withdraw/' : '';
  return `/${lang}/onpay/${withdraw}${outcome}?paymentId=${paymentId}`;
}

export interface NewPayment {
  userId: number;
  direction: PaymentDirection;
  accountId: number;
  amountMinor: number;
  method: string;
  lang: string;
  idempotencyKey?: string;
  now: Date;
  /** Methods the provider has taken out of service now (refused with `method_out_of_service`). */
  outOfService?: readonly string[];
}

/**
 * Starts a deposit or withdrawal. A withdrawal reserves its amount in the same statement that stores it, so two
 * withdrawals can never both take the same money. With an idempotency key, a repeated request answers the first.
 */
export async function createPayment(db: Db, input: NewPayment): Promise<Payment> {
  const { userId, direction, accountId, amountMinor, method, lang, idempotencyKey, now } = input;
  if (idempotencyKey) {
    const { rows } = await db.query<{ id: string }>('select id from payments where user_id = $1 and idempotency_key = $2', [userId, idempotencyKey]);
    if (rows[0]) return findPayment(db, userId, Number(rows[0].id));
  }
  const account = await requireAccount(db, userId, accountId);
  // spec S1 §6: a bonus account has its own amount rules: it is credited by bonuses only and never paid out.
  if (account.type === 4) throw ApiError.badRequest('bonus_account', 'A bonus account takes no deposits and pays out nothing');
  if (account.isFrozen) throw new ApiError(409, [{ code: 'account_frozen', detail: `Account ${accountId} is frozen` }]);
  const rule = paymentMethods(direction, account.iso).find((item) => item.id === method);
  if (!rule) throw ApiError.badRequest('unknown_method', `No ${direction} method ${method}`);
  if (input.outOfService?.includes(method)) throw ApiError.badRequest('method_out_of_service', `The ${method} method is out of service`);
  if (amountMinor < rule.minMinor) throw ApiError.badRequest('amount_below_min', `The least is ${formatMinor(rule.minMinor)} ${account.iso}`);
  if (amountMinor > rule.maxMinor) throw ApiError.badRequest('amount_above_max', `The most is ${formatMinor(rule.maxMinor)} ${account.iso}`);
  // Responsible gaming: a deposit over the lowest remaining deposit limit, or during an exclusion, is refused.
  if (direction === 'deposit') await assertDepositAllowed(db, userId, amountMinor, now);

  const stamp = now.toISOString();
  try {
    const { rows } = await db.query<{ id: string | null }>(
      direction === 'deposit'
        ? `insert into payments (user_id, account_id, direction, method, amount_minor, iso, status, lang, idempotency_key, created_at, updated_at)
           values ($1, $2, 'deposit', $3, $4, $5, 'created', $6, $7, $8, $8)
           on conflict (user_id, idempotency_key) do nothing returning id`
        : `with acc as (
             select id from accounts where id = $2 and user_id = $1 and closed_at is null and money * 100 >= $4 for update
           ), p as (
             insert into payments (user_id, account_id, direction, method, amount_minor, iso, status, lang, idempotency_key, created_at, updated_at)
             select $1, acc.id, 'withdrawal', $3, $4, $5, 'created', $6, $7, $8, $8 from acc
             on conflict (user_id, idempotency_key) do nothing returning id, account_id, amount_minor
           ), hold as (
             insert into ledger_entries (account_id, kind, amount_minor, payment_id)
             select account_id, 'withdrawal_hold', -amount_minor, id from p returning id
           )
           select (select id from p) as id`,
      [userId, accountId, method, amountMinor, account.iso, lang, idempotencyKey ?? null, stamp],
    );
    const id = rows[0]?.id;
    if (id) return findPayment(db, userId, Number(id));
  } catch (error) {
    if (!isCheckViolation(error)) throw error;
  }
  // Nothing stored: a concurrent request with the same key won, or (withdrawal) the balance is short.
  if (idempotencyKey) {
    const { rows } = await db.query<{ id: string }>('select id from payments where user_id = $1 and idempotency_key = $2', [userId, idempotencyKey]);
    if (rows[0]) return findPayment(db, userId, Number(rows[0].id));
  }
  throw ApiError.badRequest('insufficient_funds', `The amount ${formatMinor(amountMinor)} ${account.iso} is more than the balance`);
}

/** Opens the bonus account of a first deposit when the player chose a bonus, so the deposit can credit it. */
async function prepareFirstDepositBonus(db: Db, userId: number, paymentId: number): Promise<void> {
  await db.query(
    `insert into accounts (user_id, type, iso, money)
     select u.id, 4, p.iso, 0 from payments p join users u on u.id = p.user_id
     where p.id = $1 and p.user_id = $2 and p.direction = 'deposit' and u.bonus in (1, 2)
       and not exists (select 1 from payments q where q.user_id = u.id and q.direction = 'deposit' and q.status = 'success')
     on conflict (user_id, type, iso) do update set closed_at = null`,
    [paymentId, userId],
  );
}

/**
 * Moves a payment from `from` to its outcome's status and its money through the ledger, in one statement: a deposit
 * that succeeds credits the account (and the first-deposit bonus); a withdrawal that fails or is cancelled gives the
 * reserved funds back. Answers false when the payment was no longer in `from` (another request decided it).
 */
async function applyOutcome(db: Db, paymentId: number, userId: number, from: 'created' | 'pending', status: 'success' | 'fail' | 'cancel', now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string | null }>(
    `with p as (
       update payments set status = $4, settle_at = null, pending_outcome = null, updated_at = $5
       where id = $1 and user_id = $2 and status = $3 returning id, user_id, account_id, direction, amount_minor, iso
     ), credit as (
       insert into ledger_entries (account_id, kind, amount_minor, payment_id)
       select account_id, 'deposit', amount_minor, id from p where direction = 'deposit' and $4 = 'success'
       returning id
     ), bonus as (
       insert into ledger_entries (account_id, kind, amount_minor, payment_id)
       select b.id, 'bonus', least(p.amount_minor * $6 / 100, $7::bigint), p.id
       from p join users u on u.id = p.user_id join accounts b on b.user_id = p.user_id and b.type = 4 and b.iso = p.iso and b.closed_at is null
       where p.direction = 'deposit' and $4 = 'success' and u.bonus in (1, 2)
         and not exists (select 1 from payments q where q.user_id = p.user_id and q.direction = 'deposit' and q.status = 'success' and q.id <> p.id)
       returning id
     ), release as (
       insert into ledger_entries (account_id, kind, amount_minor, payment_id)
       select account_id, 'withdrawal_release', amount_minor, id from p where direction = 'withdrawal' and $4 in ('fail', 'cancel')
       returning id
     )
     select (select id from p) as id`,
    [paymentId, userId, from, status, now.toISOString(), FIRST_DEPOSIT_BONUS_PERCENT, await bonusCapFor(db, paymentId)],
  );
  return Boolean(rows[0]?.id);
}

async function bonusCapFor(db: Db, paymentId: number): Promise<number> {
  const { rows } = await db.query<{ iso: string }>('select trim(iso) as iso from payments where id = $1', [paymentId]);
  return firstDepositBonusMaxMinor(rows[0]?.iso ?? 'RUB');
}

/**
 * The provider's answer for a payment still `created`: success, fail and cancel decide it at once; pending leaves it
 * pending (funds of a withdrawal stay reserved) to settle as success `pendingMs` later. Answers the payment and the
 * onpay page to go to. A payment already decided answers 409.
 */
export async function decidePayment(db: Db, userId: number, paymentId: number, outcome: PaymentOutcome, now: Date, pendingMs: number): Promise<{ payment: Payment; redirectUrl: string }> {
  const row = await findPaymentRow(db, userId, paymentId);
  if (!row) throw new ApiError(404, [{ code: 'payment_not_found', detail: `No payment ${paymentId}` }]);
  let moved: boolean;
  if (outcome === 'pending') {
    const { rows } = await db.query(
      `update payments set status = 'pending', pending_outcome = 'success', settle_at = $3, updated_at = $4
       where id = $1 and user_id = $2 and status = 'created' returning id`,
      [paymentId, userId, new Date(now.getTime() + pendingMs).toISOString(), now.toISOString()],
    );
    moved = rows.length > 0;
  } else {
    if (outcome === 'success') await prepareFirstDepositBonus(db, userId, paymentId);
    moved = await applyOutcome(db, paymentId, userId, 'created', outcome, now);
  }
  if (!moved) throw new ApiError(409, [{ code: 'payment_decided', detail: `Payment ${paymentId} is already ${row.status}` }]);
  return { payment: await findPayment(db, userId, paymentId), redirectUrl: resultPagePath(row.lang, row.direction, outcome, paymentId) };
}

/**
 * Settles the player's pending payments that are due (or the one named, at once, with `outcome`: the test hook).
 * Answers how many settled.
 */
export async function settlePending(db: Db, userId: number, now: Date, force?: { paymentId: number; outcome: 'success' | 'fail' }): Promise<number> {
  const { rows } = await db.query<{ id: string; pending_outcome: 'success' | 'fail' }>(
    force
      ? `select id, pending_outcome from payments where user_id = $1 and status = 'pending' and id = $2`
      : `select id, pending_outcome from payments where user_id = $1 and status = 'pending' and settle_at <= $2 order by id limit 100`,
    force ? [userId, force.paymentId] : [userId, now.toISOString()],
  );
  let settled = 0;
  for (const row of rows) {
    const outcome = force?.outcome ?? row.pending_outcome ?? 'success';
    if (outcome === 'success') await prepareFirstDepositBonus(db, userId, Number(row.id));
    if (await applyOutcome(db, Number(row.id), userId, 'pending', outcome, now)) settled++;
  }
  return settled;
}

/** Whether the player may still get the first-deposit bonus: a bonus was chosen and no deposit succeeded yet. */
export async function firstDepositBonusAvailable(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ available: boolean }>(
    `select u.bonus in (1, 2) and not exists (select 1 from payments q where q.user_id = u.id and q.direction = 'deposit' and q.status = 'success') as available
     from users u where u.id = $1`,
    [userId],
  );
  return rows[0]?.available ?? false;
}
