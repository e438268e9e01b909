import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCouponPrint, type CouponPrintState } from '../../coupon-placement/use-coupon-print.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';

/** One line of the coupon's facts (code, date, type, stake, odds, returns, status, payout). */
export interface CouponPrintFact {
  id: 'code' | 'placedAt' | 'type' | 'stake' | 'odds' | 'possibleWin' | 'maxWin' | 'minWin' | 'status' | 'payout';
  label: string;
  value: string;
}

/** One selection of the coupon, a row of the table. */
export interface CouponPrintBetRow {
  key: string;
  event: string;
  /** Sport · competition · score. */
  meta: string;
  /** "Market: outcome", with the bet's own stake for singles. */
  pick: string;
  odds: string;
  status: string;
}

/** The printable coupon. */
export interface CouponPrintSheetModel {
  title: string;
  facts: CouponPrintFact[];
  columns: { event: string; pick: string; odds: string; status: string };
  bets: CouponPrintBetRow[];
  print: { label: string; onPress(): void };
}

/** What the page shows instead of a coupon: loading, sign-in, not found, failed. */
export interface CouponPrintNoticeModel {
  tone: 'info' | 'error';
  title: string;
  text: string;
  /** The text is a live status (the loading notice). */
  isStatus: boolean;
  /** The way to sign in and back to this page (a visitor only). */
  action: { label: string; href: string } | null;
}

/** The print page `print-coupon/{couponId}`: a notice, or the coupon's sheet. `pageTitle` names the page (the route). */
export type CouponPrintModel =
  | { kind: 'notice'; pageTitle: string; notice: CouponPrintNoticeModel }
  | { kind: 'sheet'; pageTitle: string; sheet: CouponPrintSheetModel };

type CouponPrintInput = Pick<CouponPrintState, 'view' | 'isLoading' | 'problem' | 'signInHref' | 'print'>;

/**
 * The print page's model from the stored coupon's state, in the page's language (`t` of the coupon namespace).
 * An accumulator shows its potential returns; the other types their maximum and minimum returns; total odds only
 * where the coupon has one price (not singles, chains or blocks), the payout once settled.
 */
export function couponPrintModel(state: CouponPrintInput, t: TFunction<'coupon'>, pageTitle: string): CouponPrintModel {
  const { view, isLoading, problem } = state;
  if (problem === 'sign-in') {
    return {
      kind: 'notice',
      pageTitle,
      notice: { tone: 'info', title: pageTitle, text: t('print.signIn'), isStatus: false, action: { label: t('print.signInAction'), href: state.signInHref } },
    };
  }
  if (problem) {
    const notFound = problem === 'not-found';
    return {
      kind: 'notice',
      pageTitle,
      notice: {
        tone: notFound ? 'info' : 'error',
        title: t(notFound ? 'print.notFound' : 'print.failed'),
        text: t(notFound ? 'print.notFoundText' : 'print.failedText'),
        isStatus: false,
        action: null,
      },
    };
  }
  if (isLoading || !view) {
    return { kind: 'notice', pageTitle, notice: { tone: 'info', title: pageTitle, text: t('print.loading'), isStatus: true, action: null } };
  }
  const isExpress = view.typeKey === 'express';
  const type = view.typeKey === 'system' && view.systemValue !== null ? t('print.systemType', { value: view.systemValue, count: view.betCount }) : t(`type.${view.typeKey}`);
  const facts: CouponPrintFact[] = [
    { id: 'code', label: t('print.code'), value: view.code },
    { id: 'placedAt', label: t('print.placedAt'), value: view.placedAt },
    { id: 'type', label: t('type.label'), value: type },
    { id: 'stake', label: t('success.stake'), value: view.stake },
  ];
  if (view.odds) facts.push({ id: 'odds', label: t('summary.totalOdds'), value: view.odds });
  if (isExpress) facts.push({ id: 'possibleWin', label: t('summary.possibleWin'), value: view.possibleWin });
  else facts.push({ id: 'maxWin', label: t('summary.maxWin'), value: view.possibleWin }, { id: 'minWin', label: t('summary.minWin'), value: view.minPossibleWin });
  facts.push({ id: 'status', label: t('print.status'), value: t(`status.${view.statusId}`) });
  if (view.payout !== null) facts.push({ id: 'payout', label: t('print.payout'), value: view.payout });
  return {
    kind: 'sheet',
    pageTitle,
    sheet: {
      title: t('print.title', { id: view.id }),
      facts,
      columns: { event: t('print.event'), pick: t('print.pick'), odds: t('print.odds'), status: t('print.status') },
      bets: view.bets.map((bet) => ({
        key: bet.key,
        event: bet.event,
        meta: bet.meta,
        pick: `${bet.marketName}: ${bet.outcomeName}${bet.stake ? ` · ${t('print.betStake', { amount: bet.stake })}` : ''}`,
        odds: bet.odds,
        status: t(`status.${bet.statusId}`),
      })),
      print: { label: t('print.print'), onPress: state.print },
    },
  };
}

/** The print page's model: the stored coupon of the route's `couponId` (or `id`), for its owner, ready to print. */
export function useCouponPrintScreen(id?: string): CouponPrintModel {
  const { t } = useTranslation('coupon');
  const pageTitle = usePageTitle();
  return couponPrintModel(useCouponPrint(id), t, pageTitle);
}
