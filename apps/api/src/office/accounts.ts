import type { Account, OfficeCurrency } from '@bf/api-client/office';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { formatMinor } from './ledger.ts';

interface AccountRow {
  id: number;
  type: 0 | 4 | 9;
  iso: string;
  symbol: string;
  currency_id: number;
  money_minor: string;
  points: number;
  label: string | null;
  is_points_type: boolean;
  is_frozen: boolean;
  is_active: boolean;
}

/**
 * A player's open accounts (CALL-035), main first. The active one is `users.active_account_id`, or the main account
 * in the player's currency when none was chosen (or the chosen one was removed).
 */
export async function listAccounts(db: Db, userId: number): Promise<Account[]> {
  const { rows } = await db.query<AccountRow>(
    `with main as (
       select a.id from accounts a join users u on u.id = a.user_id
       where a.user_id = $1 and a.type = 0 and a.closed_at is null order by (a.iso = u.currency) desc, a.id limit 1
     ), chosen as (
       select a.id from accounts a join users u on u.active_account_id = a.id where u.id = $1 and a.closed_at is null
     )
     select a.id, a.type, trim(a.iso) as iso, c.symbol, c.id as currency_id, (a.money * 100)::bigint as money_minor, a.points, a.label, a.is_points_type, a.is_frozen,
            a.id = coalesce((select id from chosen), (select id from main)) as is_active
     from accounts a join currencies c on c.iso = a.iso
     where a.user_id = $1 and a.closed_at is null order by a.type, c.position, a.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    iso: row.iso,
    symbol: row.symbol,
    currencyId: row.currency_id,
    money: formatMinor(row.money_minor),
    moneyMinor: Number(row.money_minor),
    points: row.points,
    label: row.label,
    isActive: row.is_active,
    // A loyalty wallet counted in points (set by a test hook: the demo players have none).
    isPointsTypeBalance: row.is_points_type,
    isFrozen: row.is_frozen,
    // spec S2 §3 "Bonus: idBonus, money": the bonus account's own amount is its bonus.
    bonus: row.type === 4 ? { idBonus: row.id, money: formatMinor(row.money_minor) } : null,
  }));
}

/** The player's open account with this id, or a 404 (someone else's account is not revealed). */
export async function requireAccount(db: Db, userId: number, accountId: number): Promise<Account> {
  const account = (await listAccounts(db, userId)).find((item) => item.id === accountId);
  if (!account) throw new ApiError(404, [{ code: 'account_not_found', detail: `No account ${accountId}` }]);
  return account;
}

/** CALL-036: makes `accountId` the active account; a frozen account cannot be. */
export async function setActiveAccount(db: Db, userId: number, accountId: number): Promise<Account[]> {
  const account = await requireAccount(db, userId, accountId);
  if (account.isFrozen) throw new ApiError(409, [{ code: 'account_frozen', detail: `Account ${accountId} is frozen` }]);
  await db.query('update users set active_account_id = $2 where id = $1', [userId, accountId]);
  return listAccounts(db, userId);
}

/** Every currency of the operator, and whether the player has an open account in it. */
export async function listCurrencies(db: Db, userId: number): Promise<OfficeCurrency[]> {
  const { rows } = await db.query<{ id: number; iso: string; symbol: string; name: string; is_added: boolean }>(
    `select c.id, trim(c.iso) as iso, c.symbol, c.name,
            exists (select 1 from accounts a where a.user_id = $1 and a.iso = c.iso and a.type in (0, 9) and a.closed_at is null) as is_added
     from currencies c order by c.position`,
    [userId],
  );
  return rows.map((row) => ({ id: row.id, iso: row.iso, symbol: row.symbol, name: row.name, isAdded: row.is_added }));
}

async function currencyById(db: Db, currencyId: number): Promise<{ iso: string } | undefined> {
  const { rows } = await db.query<{ iso: string }>('select trim(iso) as iso from currencies where id = $1', [currencyId]);
  return rows[0];
}

/**
 * CALL-037: opens a currency account (type 9) in `currencyId`, or reopens the one removed earlier with its ledger.
 * Refused when the player already holds that currency.
 */
export async function addCurrency(db: Db, userId: number, currencyId: number): Promise<{ message: string }> {
  const currency = await currencyById(db, currencyId);
  if (!currency) throw ApiError.badRequest('unknown_currency', `No currency ${currencyId}`);
  const { rows } = await db.query<{ id: number }>(
    `with held as (
       select 1 from accounts where user_id = $1 and iso = $2 and type in (0, 9) and closed_at is null
     ), reopened as (
       update accounts set closed_at = null where user_id = $1 and iso = $2 and type = 9 and closed_at is not null and not exists (select 1 from held)
       returning id
     ), opened as (
       insert into accounts (user_id, type, iso, money)
       select $1, 9, $2, 0 where not exists (select 1 from held) and not exists (select 1 from accounts where user_id = $1 and iso = $2 and type = 9)
       returning id
     )
     select id from reopened union all select id from opened`,
    [userId, currency.iso],
  );
  if (!rows[0]) throw new ApiError(409, [{ code: 'currency_already_added', detail: `You already hold ${currency.iso}` }]);
  return { message: `The ${currency.iso} account is being opened` };
}

/**
 * CALL-038: removes the currency account (type 9) in `currencyId`. Only an empty account without pending
 * payments goes; the main account never does. Removing the active account makes the main one active again.
 */
export async function removeCurrency(db: Db, userId: number, currencyId: number): Promise<{ message: string }> {
  const currency = await currencyById(db, currencyId);
  if (!currency) throw ApiError.badRequest('unknown_currency', `No currency ${currencyId}`);
  const { rows } = await db.query<{ id: number; money: string; pending: boolean }>(
    `select a.id, a.money::text as money,
            exists (select 1 from payments p where p.account_id = a.id and p.status in ('created', 'pending')) as pending
     from accounts a where a.user_id = $1 and a.iso = $2 and a.type = 9 and a.closed_at is null`,
    [userId, currency.iso],
  );
  const account = rows[0];
  if (!account) throw new ApiError(404, [{ code: 'account_not_found', detail: `No ${currency.iso} currency account to remove` }]);
  if (Number(account.money) !== 0) throw new ApiError(409, [{ code: 'account_not_empty', detail: `Withdraw or spend the ${currency.iso} balance first` }]);
  if (account.pending) throw new ApiError(409, [{ code: 'payment_pending', detail: `A ${currency.iso} payment is still pending` }]);
  // One statement: the account closes only while still empty, and the choice of active account falls back.
  const { rows: closed } = await db.query<{ id: number }>(
    `with closed as (
       update accounts set closed_at = now() where id = $1 and money = 0 and closed_at is null returning id
     ), unset as (
       update users set active_account_id = null where id = $2 and active_account_id in (select id from closed)
     )
     select id from closed`,
    [account.id, userId],
  );
  if (!closed[0]) throw new ApiError(409, [{ code: 'account_not_empty', detail: `Withdraw or spend the ${currency.iso} balance first` }]);
  return { message: `The ${currency.iso} account is being removed` };
}
