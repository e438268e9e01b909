import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type Account, type LedgerEntry, type Payment } from '@bf/api-client/office';
import { isBonusAccount } from '../../accounts/accounts-rules.ts';
import { useAccounts } from '../../accounts/use-accounts.tsx';
import { usePaymentsApi } from '../../payments/payments-api.ts';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { useSiteDates } from '../../settings/use-site-dates.ts';
import { methodName, moneyText } from '../../payments/payment-form.ts';

/** Rows per page of the payment history. */
export const HISTORY_PAY_PAGE_SIZE = 10;

export type HistoryPayTab = 'main' | 'bonus';

export interface HistoryPayRow {
  id: string;
  date: string;
  /** Deposit, withdrawal, or (bonus account) what credited or debited it. */
  type: string;
  /** The payment method; empty on the bonus account. */
  detail: string;
  /** Signed: "+" money in, "−" money out. */
  amount: string;
  status: string;
  tone: 'up' | 'down' | 'neutral';
}

/** office/historypay: deposits and withdrawals of the main (and currency) accounts, and the bonus account's movements. */
export interface OfficeHistoryPayModel {
  title: string;
  tabs: { label: string; value: HistoryPayTab; options: { value: HistoryPayTab; label: string }[]; onChange(tab: HistoryPayTab): void };
  status: 'loading' | 'ready' | 'empty' | 'error';
  /** Shown when status is empty or error. */
  message: string | null;
  columns: { date: string; type: string; detail: string; amount: string; status: string };
  rows: HistoryPayRow[];
  paging: {
    /** "Page 2"; null while there is only one page. */
    label: string | null;
    newer: { label: string; isDisabled: boolean; onPress(): void };
    older: { label: string; isDisabled: boolean; onPress(): void };
  };
}

export interface OfficeHistoryPayInput {
  t: TFunction;
  lng: string;
  dates: DateFormatter;
  tab: HistoryPayTab;
  /** Main tab: the page of payments. */
  payments: readonly Payment[] | undefined;
  /** Bonus tab: the page of the bonus account's ledger entries, and that account (none: the player has no bonus account). */
  entries: readonly LedgerEntry[] | undefined;
  bonusAccount: Account | undefined;
  isLoaded: boolean;
  isError: boolean;
  page: number;
  hasOlder: boolean;
  actions: { setTab(tab: HistoryPayTab): void; newer(): void; older(): void };
}

const MINUS = '\u2212';
const signed = (minor: number, iso: string, lng: string) => `${minor < 0 ? MINUS : '+'}${moneyText(Math.abs(minor), iso, lng)}`;

function paymentRow(t: TFunction, lng: string, dates: DateFormatter, payment: Payment): HistoryPayRow {
  const out = payment.direction === 'withdrawal';
  const settled = payment.status === 'success';
  return {
    id: `p${payment.id}`,
    date: dates.format(new Date(payment.createdAt)),
    type: t(out ? 'type_withdrawal' : 'type_deposit'),
    detail: methodName(t, { id: payment.method, name: payment.method }),
    amount: signed(out ? -payment.amountMinor : payment.amountMinor, payment.iso, lng),
    status: t(`status_${payment.status}`),
    tone: settled ? (out ? 'down' : 'up') : 'neutral',
  };
}

function entryRow(t: TFunction, lng: string, dates: DateFormatter, entry: LedgerEntry, iso: string): HistoryPayRow {
  return {
    id: `l${entry.id}`,
    date: dates.format(new Date(entry.createdAt)),
    type: t(`ledger_${entry.kind}`),
    detail: '',
    amount: signed(entry.amountMinor, iso, lng),
    status: t('status_success'),
    tone: entry.amountMinor < 0 ? 'down' : entry.amountMinor > 0 ? 'up' : 'neutral',
  };
}

/** The history page's model from its inputs (pure). */
export function officeHistoryPayModel(input: OfficeHistoryPayInput): OfficeHistoryPayModel {
  const { t, lng, dates, tab, actions } = input;
  const rows =
    tab === 'main'
      ? (input.payments ?? []).map((payment) => paymentRow(t, lng, dates, payment))
      : input.bonusAccount
        ? (input.entries ?? []).map((entry) => entryRow(t, lng, dates, entry, input.bonusAccount!.iso))
        : [];
  const noBonus = tab === 'bonus' && input.isLoaded && !input.bonusAccount;
  const status = input.isError ? 'error' : noBonus ? 'empty' : !input.isLoaded ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  return {
    title: t('history_title'),
    tabs: {
      label: t('history_tabs'),
      value: tab,
      options: [
        { value: 'main', label: t('tab_main') },
        { value: 'bonus', label: t('tab_bonus') },
      ],
      onChange: actions.setTab,
    },
    status,
    message: status === 'error' ? t('history_error') : status === 'empty' ? t(noBonus ? 'history_no_bonus' : tab === 'main' ? 'history_empty' : 'history_bonus_empty') : null,
    columns: { date: t('col_date'), type: t('col_type'), detail: t('method'), amount: t('amount'), status: t('col_status') },
    rows,
    paging: {
      label: input.page > 0 || input.hasOlder ? t('history_page', { page: input.page + 1 }) : null,
      newer: { label: t('history_newer'), isDisabled: input.page === 0, onPress: actions.newer },
      older: { label: t('history_older'), isDisabled: !input.hasOlder, onPress: actions.older },
    },
  };
}

/**
 * office/historypay: the main tab pages through the player's payments (newest first, 10 a page), the bonus tab
 * through the bonus account's ledger. Dates in the page's language through the site's date formatter.
 */
export function useOfficeHistoryPayScreen(): OfficeHistoryPayModel {
  const { t, i18n } = useTranslation('payments');
  const lng = i18n.language || 'en';
  // The site-wide language, zone and clock (CFG-019).
  const siteDates = useSiteDates();
  const dates = useMemo(() => ({ format: (date: Date) => siteDates.dateTime(date) }), [siteDates]);
  const accounts = useAccounts({ lng });
  const api = usePaymentsApi();
  const [tab, setTabState] = useState<HistoryPayTab>('main');
  // The cursor of each page shown so far: page n starts before cursors[n] (undefined: the newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const page = cursors.length - 1;
  const beforeId = cursors[page];
  const bonusAccount = accounts.accounts.find(isBonusAccount);
  const ready = accounts.isLoaded;
  const payments = useSWR(ready && tab === 'main' ? officeKeys.payments({ limit: HISTORY_PAY_PAGE_SIZE, beforeId }) : null, () =>
    api.getPayments({ limit: HISTORY_PAY_PAGE_SIZE, beforeId }),
  );
  const ledger = useSWR(ready && tab === 'bonus' && bonusAccount ? officeKeys.ledger(bonusAccount.id, HISTORY_PAY_PAGE_SIZE, beforeId) : null, () =>
    api.getLedger(bonusAccount!.id, { limit: HISTORY_PAY_PAGE_SIZE, beforeId }),
  );
  const entries = ledger.data?.entries;
  const nextCursor = tab === 'main' ? (payments.data?.nextBeforeId ?? undefined) : entries && entries.length === HISTORY_PAY_PAGE_SIZE ? entries.at(-1)?.id : undefined;
  const actions = useMemo(
    () => ({
      setTab: (next: HistoryPayTab) => {
        setTabState(next);
        setCursors([undefined]);
      },
      newer: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
      older: () => {
        if (nextCursor !== undefined) setCursors((list) => [...list, nextCursor]);
      },
    }),
    [nextCursor],
  );
  const current = tab === 'main' ? payments : ledger;
  return officeHistoryPayModel({
    t,
    lng,
    dates,
    tab,
    payments: payments.data?.payments,
    entries,
    bonusAccount,
    isLoaded: ready && (tab === 'bonus' && !bonusAccount ? true : current.data !== undefined),
    isError: Boolean(current.error),
    page,
    hasOlder: nextCursor !== undefined,
    actions,
  });
}
