import { useSiteDates } from '../../settings/use-site-dates.ts';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import useSWRInfinite from 'swr/infinite';
import { officeKeys, type BetHistoryFilter, type BetHistoryPage } from '@bf/api-client/office';
import type { PlacedCouponView } from '@bf/api-client/coupon';
import { useSession, useSessionServices } from '../../session/session-provider.tsx';
import { useSportsServices } from '../../sports/sports-context.tsx';
import { printView } from '../../coupon-placement/use-coupon-print.ts';
import { routeHref } from '../../routes/route-links.ts';
import { couponPrintModel, type CouponPrintBetRow, type CouponPrintFact } from '../coupon-print/use-coupon-print-screen.ts';

/** Coupons one page of the history reads. */
export const HISTORY_PAGE_SIZE = 20;

/** The filters the player sets: calendar days (YYYY-MM-DD, '' for none), a bet status id and a coupon type id ('' for all). */
export interface HistoryFilters {
  dateFrom: string;
  dateTo: string;
  status: '' | '-2' | '0' | '1';
  type: '' | '1' | '2' | '3' | '4' | '9';
}
export const NO_FILTERS: HistoryFilters = { dateFrom: '', dateTo: '', status: '', type: '' };

const STATUS_OPTIONS = ['-2', '1', '0'] as const;
const TYPE_OPTIONS = [
  ['1', 'express'],
  ['2', 'system'],
  ['9', 'singles'],
  ['3', 'chain'],
  ['4', 'blocks'],
] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the history asks the API for, or null while the dates cannot be asked for (a day after the last day). */
export function historyQuery(filters: HistoryFilters, lang: string): { query: BetHistoryFilter } | { error: 'order' } {
  const dateFrom = DAY.test(filters.dateFrom) ? filters.dateFrom : undefined;
  const dateTo = DAY.test(filters.dateTo) ? filters.dateTo : undefined;
  if (dateFrom && dateTo && dateFrom > dateTo) return { error: 'order' };
  return {
    query: {
      lang,
      dateFrom,
      dateTo,
      status: filters.status === '' ? undefined : [Number(filters.status)],
      typeId: filters.type === '' ? undefined : [Number(filters.type)],
      limit: HISTORY_PAGE_SIZE,
    },
  };
}

/** A select of the filter bar. */
export interface HistorySelect {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

/** A date field of the filter bar (`<input type="date">` text). */
export interface HistoryDate {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** One coupon of the list. */
export interface HistoryRow {
  id: number;
  title: string;
  placedAt: string;
  type: string;
  stake: string;
  /** Total odds, or '—' where the coupon has no one price. */
  odds: string;
  returns: string;
  status: string;
  tone: 'open' | 'won' | 'lost' | 'other';
  /** Opens or closes the coupon's detail. */
  detail: { label: string; isExpanded: boolean; onPress(): void };
  /** The print page of this coupon. */
  print: { label: string; href: string };
}

/** The open coupon: its facts and selections, as the print page shows them. */
export interface HistoryDetail {
  couponId: number;
  title: string;
  facts: CouponPrintFact[];
  columns: { event: string; pick: string; odds: string; status: string };
  bets: CouponPrintBetRow[];
  close: { label: string; onPress(): void };
  print: { label: string; href: string };
}

/** The bet history (office/history): filters, the coupons, one coupon's detail, print. */
export interface OfficeHistoryModel {
  title: string;
  filters: {
    label: string;
    dateFrom: HistoryDate;
    dateTo: HistoryDate;
    status: HistorySelect;
    type: HistorySelect;
    reset: { label: string; isDisabled: boolean; onPress(): void };
    /** Why the dates ask for nothing (the first day after the last). */
    error: string | null;
  };
  status: 'loading' | 'ready' | 'empty' | 'error';
  /** Loading, nothing found (with or without filters), or the failure. */
  statusText: string;
  retry: { label: string; onPress(): void } | null;
  list: { label: string; columns: { placedAt: string; coupon: string; type: string; stake: string; odds: string; returns: string; status: string; actions: string } };
  rows: HistoryRow[];
  detail: HistoryDetail | null;
  more: { label: string; isBusy: boolean; onPress(): void } | null;
}

export interface OfficeHistoryInput {
  t: TFunction<'history'>;
  tCoupon: TFunction<'coupon'>;
  lng: string;
  coefViewId: number;
  /** Writes a placing time in the site-wide language, zone and clock (CFG-019). */
  dateTime?: (value: string) => string;
  filters: HistoryFilters;
  pages: readonly BetHistoryPage[] | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  openId: number | null;
  actions: {
    setFilters(next: HistoryFilters): void;
    open(couponId: number | null): void;
    more(): void;
    retry(): void;
  };
}

function toneOf(statusId: number): HistoryRow['tone'] {
  if (statusId === -2 || statusId === -1) return 'open';
  if (statusId === 1) return 'won';
  if (statusId === 0) return 'lost';
  return 'other';
}

/** The history's model from the loaded pages and the filters (pure: tests and fixtures call it directly). */
export function officeHistoryModel(input: OfficeHistoryInput): OfficeHistoryModel {
  const { t, tCoupon, lng, coefViewId, dateTime, filters, pages, actions } = input;
  const asked = historyQuery(filters, lng);
  const coupons: PlacedCouponView[] = pages?.flatMap((page) => page.coupons) ?? [];
  const hasMore = pages !== undefined && pages.length > 0 && pages.at(-1)!.nextBeforeId !== null;
  const isFiltered = filters.dateFrom !== '' || filters.dateTo !== '' || filters.status !== '' || filters.type !== '';
  const set = (change: Partial<HistoryFilters>) => actions.setFilters({ ...filters, ...change });
  const printOf = (id: number) => ({ label: t('print', { id }), href: routeHref('print-coupon', lng, { couponId: String(id) }) });

  const rows: HistoryRow[] = [];
  let detail: HistoryDetail | null = null;
  for (const coupon of coupons) {
    const view = printView(coupon, lng, coefViewId, dateTime);
    const title = t('coupon', { id: coupon.id });
    const isExpanded = input.openId === coupon.id;
    rows.push({
      id: coupon.id,
      title,
      placedAt: view.placedAt,
      type: view.typeKey === 'system' && view.systemValue !== null ? tCoupon('print.systemType', { value: view.systemValue, count: view.betCount }) : tCoupon(`type.${view.typeKey}`),
      stake: view.stake,
      odds: view.odds ?? '—',
      returns: view.payout ?? view.possibleWin,
      status: tCoupon(`status.${coupon.statusId}`),
      tone: toneOf(coupon.statusId),
      detail: { label: t(isExpanded ? 'hideDetail' : 'showDetail', { id: coupon.id }), isExpanded, onPress: () => actions.open(isExpanded ? null : coupon.id) },
      print: printOf(coupon.id),
    });
    if (isExpanded) {
      const sheet = couponPrintModel({ view, isLoading: false, problem: null, signInHref: '', print: () => undefined }, tCoupon, title);
      if (sheet.kind === 'sheet') {
        detail = {
          couponId: coupon.id,
          title: t('detailTitle', { id: coupon.id }),
          facts: sheet.sheet.facts,
          columns: sheet.sheet.columns,
          bets: sheet.sheet.bets,
          close: { label: t('closeDetail'), onPress: () => actions.open(null) },
          print: printOf(coupon.id),
        };
      }
    }
  }

  let status: OfficeHistoryModel['status'];
  let statusText: string;
  if ('error' in asked) {
    status = 'empty';
    statusText = t('empty.dates');
  } else if (input.error && coupons.length === 0) {
    status = 'error';
    statusText = t('failed');
  } else if (input.isLoading && coupons.length === 0) {
    status = 'loading';
    statusText = t('loading');
  } else if (coupons.length === 0) {
    status = 'empty';
    statusText = t(isFiltered ? 'empty.filtered' : 'empty.none');
  } else {
    status = 'ready';
    statusText = t('count', { count: coupons.length });
  }

  return {
    title: t('title'),
    filters: {
      label: t('filters.label'),
      dateFrom: { label: t('filters.dateFrom'), value: filters.dateFrom, onChange: (value) => set({ dateFrom: value }) },
      dateTo: { label: t('filters.dateTo'), value: filters.dateTo, onChange: (value) => set({ dateTo: value }) },
      status: {
        label: t('filters.status'),
        value: filters.status,
        options: [{ value: '', label: t('filters.allStatuses') }, ...STATUS_OPTIONS.map((value) => ({ value, label: tCoupon(`status.${value}`) }))],
        onChange: (value) => set({ status: (STATUS_OPTIONS as readonly string[]).includes(value) ? (value as HistoryFilters['status']) : '' }),
      },
      type: {
        label: t('filters.type'),
        value: filters.type,
        options: [{ value: '', label: t('filters.allTypes') }, ...TYPE_OPTIONS.map(([value, key]) => ({ value, label: tCoupon(`type.${key}`) }))],
        onChange: (value) => set({ type: TYPE_OPTIONS.some(([option]) => option === value) ? (value as HistoryFilters['type']) : '' }),
      },
      reset: { label: t('filters.reset'), isDisabled: !isFiltered, onPress: () => actions.setFilters(NO_FILTERS) },
      error: 'error' in asked ? t('filters.order') : null,
    },
    status,
    statusText,
    retry: status === 'error' ? { label: t('retry'), onPress: actions.retry } : null,
    list: {
      label: t('list'),
      columns: {
        placedAt: t('columns.placedAt'),
        coupon: t('columns.coupon'),
        type: t('columns.type'),
        stake: t('columns.stake'),
        odds: t('columns.odds'),
        returns: t('columns.returns'),
        status: t('columns.status'),
        actions: t('columns.actions'),
      },
    },
    rows,
    detail,
    more: hasMore && status === 'ready' ? { label: t(input.isLoadingMore ? 'loadingMore' : 'more'), isBusy: input.isLoadingMore, onPress: actions.more } : null,
  };
}

/**
 * The bet history's model (spec: S1 §2 office routes "history"): the coupons the player placed through the coupon,
 * newest first, filtered by dates, status and type on the reference API, a page at a time; a coupon's detail; its
 * print page. Loads in the browser only (the office is the signed-in player's).
 */
export function useOfficeHistoryScreen(): OfficeHistoryModel {
  const { t } = useTranslation('history');
  const { t: tCoupon } = useTranslation('coupon');
  const { lng, api } = useSessionServices();
  const { isSignedIn } = useSession();
  const { settings } = useSportsServices();
  const { coefViewId } = useSnapshot(settings.state);
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const asked = historyQuery(filters, lng);
  const query = 'query' in asked ? asked.query : null;
  const pages = useSWRInfinite<BetHistoryPage>(
    (index: number, previous: BetHistoryPage | null) => {
      if (!isSignedIn || !query) return null;
      if (index > 0 && !previous?.nextBeforeId) return null;
      return officeKeys.bets({ ...query, beforeId: index === 0 ? undefined : previous!.nextBeforeId! });
    },
    (key: ReturnType<typeof officeKeys.bets>) => api.office.getBets({ ...query!, beforeId: key[9] ?? undefined }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const isLoadingMore = pages.isValidating && pages.data !== undefined && pages.data.length < pages.size;
  const dates = useSiteDates();
  return officeHistoryModel({
    dateTime: dates.dateTime,
    t,
    tCoupon,
    lng,
    coefViewId,
    filters,
    pages: pages.data,
    isLoading: pages.isLoading,
    isLoadingMore,
    error: pages.error,
    openId,
    actions: {
      setFilters: (next) => {
        setFilters(next);
        setOpenId(null);
      },
      open: setOpenId,
      more: () => void pages.setSize(pages.size + 1),
      retry: () => void pages.mutate(),
    },
  });
}
