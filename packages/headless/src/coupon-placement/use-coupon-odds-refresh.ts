import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BettingApi } from '@bf/api-client/betting';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { betIdOf, type CouponBet } from '../coupon/coupon-types.ts';
import { isLive } from '../coupon/bet-conditions.ts';
import { LIVE_POLLING_MS, POLLING_MS } from '../settings/polling.ts';
import { usePolling } from '../settings/use-polling.ts';

/** How often the coupon's prices are refreshed: every 5 s with a live bet in it, every 15 s otherwise (spec: S2 §9). */
export function couponOddsRefreshMs(bets: readonly CouponBet[]): number {
  return bets.some(isLive) ? LIVE_POLLING_MS.list : POLLING_MS.line;
}

/** The feed's outcome ids of the coupon's selections (the bonus bet is no outcome). */
export const outcomeIdsOf = (bets: readonly CouponBet[]): number[] =>
  bets.filter((bet) => !bet.isBonusBet && /^[1-9]\d*$/.test(betIdOf(bet))).map((bet) => Number(betIdOf(bet)));

/**
 * Applies a price poll to the coupon: a new price goes through `applyOddsChange` (taken or held as changeCoefAction
 * says), a suspended or vanished outcome locks its bet, a reopened one unlocks it, and names in another language
 * re-word it.
 */
export function applyOddsQuotes(store: CouponStore, quotes: Awaited<ReturnType<BettingApi['getOdds']>>): void {
  for (const quote of quotes.outcomes) {
    const betId = String(quote.id);
    const bet = store.state.bets.find((candidate) => betIdOf(candidate) === betId);
    if (!bet) continue;
    if (bet.isBlocked !== quote.isBlocked) store.setBetBlocked(betId, quote.isBlocked);
    if (quote.names) store.renameBet(betId, quote.names);
    if (!quote.isBlocked) store.applyOddsChange(betId, quote.coef);
  }
  for (const id of quotes.missing) store.setBetBlocked(String(id), true);
}

/**
 * Keeps the coupon's prices, suspensions and names current while it has selections and the page is seen (the
 * polling pause of S2 §4 applies): the poll asks for the page's language, and a language switch polls at once, so
 * the slip's selections read in the new language. Nothing runs on the server.
 */
export function useCouponOddsRefresh(store: CouponStore, source: Pick<BettingApi, 'getOdds'> | null): void {
  const { bets } = useSnapshot(store.state);
  const { i18n } = useTranslation();
  const lng = i18n.language || 'en';
  const ids = outcomeIdsOf(bets as CouponBet[]);
  const key = ids.join(',');
  const refresh = useCallback(() => {
    if (!source || key === '') return;
    source
      .getOdds(key.split(',').map(Number), { lang: lng })
      .then((quotes) => applyOddsQuotes(store, quotes))
      .catch(() => {
        // A missed poll changes nothing: the next one, or the placement's own check, catches up.
      });
  }, [source, key, store, lng]);
  usePolling(refresh, couponOddsRefreshMs(bets as CouponBet[]), { isEnabled: source !== null && key !== '' });
  const polledIn = useRef(lng);
  useEffect(() => {
    if (polledIn.current === lng) return;
    polledIn.current = lng;
    refresh();
  }, [lng, refresh]);
}
