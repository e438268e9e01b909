import type { LedgerEntry } from '@bf/api-client/office';
import type { Db } from '../db/db.ts';

/**
 * The ledger (docs/decisions.md "Ledger"): one row per balance change, in minor units. Inserting a row moves
 * `accounts.money` in the same statement (trigger `ledger_apply`), a direct update of `accounts.money` is refused
 * (trigger `accounts_money_guard`), and `money >= 0` is a constraint. So every balance is the sum of its entries,
 * and an operation that writes its entry in the statement (or transaction) that does it cannot lose or make money.
 */
export type LedgerKind = LedgerEntry['kind'];

/** Every demo currency has two decimals (ISO 4217 exponent 2): minor units are cents. */
export const MINOR_PER_MAJOR = 100;

/**
 * The SQL of a data-modifying CTE that debits a placed coupon's stake through the ledger: `couponCte` must return
 * the coupon's `id` and `amount`, `accountParam` names the account. The coupon placement uses it in the statement
 * that stores the coupon, so the stake and its ledger entry are one change.
 */
export function stakeDebitSql(couponCte: string, accountParam: string): string {
  return `insert into ledger_entries (account_id, kind, amount_minor, coupon_id)
           select ${accountParam}::int, 'bet_stake', -(${couponCte}.amount * ${MINOR_PER_MAJOR})::bigint, ${couponCte}.id from ${couponCte}
           returning account_id as id`;
}

/** Minor units from a decimal string with up to two places ("12.5" → 1250), without floats; undefined if malformed. */
export function parseMinor(text: string): number | undefined {
  const match = /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  const value = Number(sign === '-' ? -minor : minor);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A decimal string with two places from minor units (1250 → "12.50"). */
export function formatMinor(minor: number | bigint | string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

interface LedgerRow {
  id: string;
  account_id: number;
  kind: LedgerKind;
  amount_minor: string;
  balance_after_minor: string;
  coupon_id: string | null;
  payment_id: string | null;
  created_at: Date | string;
}

/** An account's entries, newest first. */
export async function ledgerOf(db: Db, accountId: number, limit = 100, beforeId?: number): Promise<LedgerEntry[]> {
  const { rows } = await db.query<LedgerRow>(
    `select id, account_id, kind, amount_minor, balance_after_minor, coupon_id, payment_id, created_at from ledger_entries
     where account_id = $1 and ($2::bigint is null or id < $2) order by id desc limit $3`,
    [accountId, beforeId ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    accountId: row.account_id,
    kind: row.kind,
    amountMinor: Number(row.amount_minor),
    balanceAfterMinor: Number(row.balance_after_minor),
    couponId: row.coupon_id === null ? null : Number(row.coupon_id),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Each of a player's accounts: its stored balance and the balance recomputed from the ledger, in minor units. */
export async function recomputeBalances(db: Db, userId: number): Promise<{ accountId: number; balanceMinor: number; ledgerSumMinor: number; entries: number }[]> {
  const { rows } = await db.query<{ id: number; balance: string; total: string; entries: number }>(
    `select a.id, (a.money * 100)::bigint as balance, coalesce(sum(l.amount_minor), 0)::bigint as total, count(l.id)::int as entries
     from accounts a left join ledger_entries l on l.account_id = a.id where a.user_id = $1 group by a.id order by a.id`,
    [userId],
  );
  return rows.map((row) => ({ accountId: row.id, balanceMinor: Number(row.balance), ledgerSumMinor: Number(row.total), entries: row.entries }));
}

/** A Postgres check violation (23514), e.g. a balance that would go below zero. */
export const isCheckViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23514';
