import { useSiteDates } from '../settings/use-site-dates.ts';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import useSWR from 'swr';
import { useParams } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { couponKeys, createCouponApi, type PlacedCouponView } from '@bf/api-client/coupon';
import { useSession, useSessionServices } from '../session/session-provider.tsx';
import { signInHrefFor } from './sign-in-href.ts';
import { openPrintDialog } from '../env/print.ts';
import { BANKER_BLOCK_ID, COUPON_TYPE } from '../coupon/coupon-types.ts';
import { formatOdds } from '../odds/odds-format.ts';
import { useSportsServices } from '../sports/sports-context.tsx';
import { formatMoney } from '../coupon/coupon-amounts.ts';
import { couponTypeKeyOf, type CouponTypeKey } from '../coupon/coupon-type-key.ts';

/** Why the print page shows no coupon. */
export type CouponPrintProblem = 'sign-in' | 'not-found' | 'failed';

/** The stored coupon in the page's language, the player's odds format and the coupon's currency. */
export interface CouponPrintView {
  id: number;
  code: string;
  /** Date and time placed, in the page's language. */
  placedAt: string;
  typeKey: CouponTypeKey;
  systemValue: number | null;
  betCount: number;
  stake: string;
  /** Express and system; null for singles. */
  odds: string | null;
  possibleWin: string;
  minPossibleWin: string;
  /** Bet status id of the coupon (spec: site-routes §4). */
  statusId: number;
  payout: string | null;
  bets: { key: string; event: string; meta: string; marketName: string; outcomeName: string; odds: string; statusId: number; stake: string | null }[];
}

export interface CouponPrintState {
  coupon: PlacedCouponView | undefined;
  view: CouponPrintView | null;
  isLoading: boolean;
  problem: CouponPrintProblem | null;
  /** Sign-in with the way back to this print page. */
  signInHref: string;
  /** Opens the browser's print dialog. */
  print(): void;
}

/** A stored coupon as the print page shows it. */
/** `dateTime` writes the placing time in the site-wide language, zone and clock (CFG-019; `useSiteDates`). */
export function printView(coupon: PlacedCouponView, lng: string, coefViewId: number, dateTime?: (value: string) => string): CouponPrintView {
  const money = (value: number) => formatMoney(value, coupon.iso, lng);
  const placed = new Date(coupon.createdAt);
  return {
    id: coupon.id,
    code: coupon.code,
    placedAt: Number.isNaN(placed.getTime()) ? coupon.createdAt : dateTime ? dateTime(coupon.createdAt) : placed.toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    typeKey: couponTypeKeyOf(coupon.typeId),
    systemValue: coupon.systemValue,
    // A system's "k from n" counts the bets besides the bankers (block 0).
    betCount: coupon.bets.filter((bet) => !(coupon.typeId === COUPON_TYPE.SYSTEM && bet.blockId === BANKER_BLOCK_ID)).length,
    stake: money(coupon.amount),
    // A chain's and blocks' returns are not one price (docs/decisions.md COUPON-026).
    odds: coupon.coef === null || coupon.typeId === COUPON_TYPE.CHAIN || coupon.typeId === COUPON_TYPE.BLOCKS ? null : formatOdds(coupon.coef, coefViewId),
    possibleWin: money(coupon.possibleWin),
    minPossibleWin: money(coupon.minPossibleWin),
    statusId: coupon.statusId,
    payout: coupon.payout === null ? null : money(coupon.payout),
    bets: coupon.bets.map((bet, index) => ({
      key: `${bet.market.id}-${index}`,
      event: `${bet.team1} – ${bet.team2}`,
      meta: [bet.market.sportName, bet.market.champName, bet.score ? `${bet.score.team1}:${bet.score.team2}` : ''].filter(Boolean).join(' · '),
      marketName: bet.market.marketName,
      outcomeName: bet.market.name,
      odds: formatOdds(bet.market.coef, coefViewId),
      statusId: bet.statusId,
      stake: bet.amount === undefined ? null : money(bet.amount),
    })),
  };
}

/**
 * The stored coupon for the print page `print-coupon/{couponId}` (`GET {couponId}`): its owner sees it; a visitor is
 * asked to sign in, and someone else's coupon is "not found" (the API does not reveal it). The id is the route's
 * `couponId` unless given.
 */
export function useCouponPrint(id?: string): CouponPrintState {
  const params = useParams();
  const couponId = id ?? params.couponId ?? '';
  const services = useSessionServices();
  const { isSignedIn } = useSession();
  const api = useMemo(() => createCouponApi(services.api.http), [services.api.http]);
  const { data, error, isLoading } = useSWR(
    isSignedIn && /^\d+$/.test(couponId) ? couponKeys.coupon(couponId, services.lng) : null,
    () => api.getCoupon(couponId, { lang: services.lng }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const path = `/${services.lng}/print-coupon/${couponId}`;
  let problem: CouponPrintProblem | null = null;
  if (!isSignedIn || (error instanceof ApiError && error.statusCode === 401)) problem = 'sign-in';
  else if (error instanceof ApiError && error.statusCode === 404) problem = 'not-found';
  else if (error) problem = 'failed';
  const { settings } = useSportsServices();
  const { coefViewId } = useSnapshot(settings.state);
  const dates = useSiteDates();
  const view = useMemo(() => (data ? printView(data, services.lng, coefViewId, dates.dateTime) : null), [data, services.lng, coefViewId, dates]);
  return { coupon: data, view, isLoading: isSignedIn && isLoading, problem, signInHref: signInHrefFor(services.lng, path), print: openPrintDialog };
}
