// The coupon pays from the active account (spec: S2 §9 "after switching account the prepaid amount resets to 0";
// COUPON-058). No React: the CouponRoot subscribes it, tests drive it with plain stores.
import { subscribe } from 'valtio/vanilla';
import type { Account } from '@bf/api-client/office';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { ACCOUNT_TYPE_BONUS, ACCOUNT_TYPE_MAIN } from './accounts-rules.ts';
import type { AccountsStore } from './accounts-store.ts';

/** The coupon's view of an account: its currency, what it holds, and whether it is the bonus account. */
export const couponAccountOf = (account: Account) => ({ iso: account.iso, money: account.moneyMinor / 100, isBonus: account.type === ACCOUNT_TYPE_BONUS });

/**
 * Keeps the coupon on the active account: when the active account becomes another one than the coupon's, the coupon
 * switches to it (its prepaid amount resets to 0, a new currency resets the stake); a placed coupon refreshes the
 * balances. On the main account the page starts on the coupon takes the balance without switching.
 * Returns the unsubscribe.
 */
export function syncCouponWithAccounts(accounts: AccountsStore, coupon: CouponStore): () => void {
  const follow = () => {
    const active = accounts.state.active;
    if (!active) return;
    if (active.id === coupon.state.accountId) {
      // The same account after a refresh: the coupon checks stakes against its new balance.
      if (coupon.state.account?.money !== active.moneyMinor / 100) coupon.setBalance(active.moneyMinor / 100, active.iso);
      return;
    }
    if (coupon.state.accountId === null && active.type === ACCOUNT_TYPE_MAIN) {
      // The main account the page starts on: the coupon learns its balance at once (a stake over it waits with the
      // reason at the field, before anything is sent), without a switch, which would reset a restored coupon's
      // prepaid amount.
      coupon.setBalance(active.moneyMinor / 100, active.iso);
      return;
    }
    coupon.switchAccount(active.id, couponAccountOf(active));
  };
  let placed = coupon.state.successCoupon;
  const onCoupon = () => {
    if (coupon.state.successCoupon === placed) return;
    placed = coupon.state.successCoupon;
    // spec S2 §4: the balance after a bet is the server's; read it again.
    if (placed) void accounts.refresh();
  };
  follow();
  const stopAccounts = subscribe(accounts.state, follow);
  const stopCoupon = subscribe(coupon.state, onCoupon);
  return () => {
    stopAccounts();
    stopCoupon();
  };
}
