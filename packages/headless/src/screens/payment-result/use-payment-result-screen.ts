import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { officeKeys, PAYMENT_OUTCOMES, type Account, type Payment, type PaymentDirection, type PaymentOutcome } from '@bf/api-client/office';
import { balanceText } from '../../accounts/accounts-rules.ts';
import { useAccounts } from '../../accounts/use-accounts.tsx';
import { usePaymentsApi } from '../../payments/payments-api.ts';
import { methodName, moneyText } from '../../payments/payment-form.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useOptionalAnalytics } from '../../analytics/analytics-provider.tsx';
import { ANALYTICS_EVENT } from '../../analytics/analytics-events.ts';

/** How often the page asks again while the provider has not answered (the pending outcome settles later). */
export const PAYMENT_RESULT_POLL_MS = 2000;

/** The onpay pages (ROUTE-054, ROUTE-055): what became of the payment, and the balance now. */
export interface PaymentResultModel {
  title: string;
  /** success, fail (error), pending or not yet decided (warning), cancel (info). */
  tone: 'success' | 'error' | 'warning' | 'info';
  text: string;
  /** Shown while pending: the page keeps asking, the balance follows when the payment settles. */
  note: string | null;
  rows: { id: 'payment' | 'amount' | 'method' | 'status' | 'balance'; label: string; value: string }[];
  links: { id: 'again' | 'history' | 'office'; label: string; href: string; isPrimary: boolean }[];
}

export interface PaymentResultInput {
  t: TFunction;
  lng: string;
  direction: PaymentDirection;
  /** The outcome in the URL: what the page says until (or unless) the payment itself is read. */
  outcome: PaymentOutcome;
  payment: Payment | undefined;
  /** The payment's account as last loaded (its balance). */
  account: Account | undefined;
  hideBalance: boolean;
  isLoading: boolean;
}

const TONES = { success: 'success', fail: 'error', pending: 'warning', cancel: 'info' } as const;

/** The result page's model from its inputs (pure). The payment's own status wins over the URL's outcome. */
export function paymentResultModel(input: PaymentResultInput): PaymentResultModel {
  const { t, lng, direction, payment, account } = input;
  const status: PaymentOutcome = payment ? (payment.status === 'created' ? 'pending' : payment.status) : input.outcome;
  const what = direction === 'deposit' ? 'deposit' : 'withdraw';
  const amount = payment ? moneyText(payment.amountMinor, payment.iso, lng) : '';
  const rows: PaymentResultModel['rows'] = [];
  if (payment) {
    rows.push(
      { id: 'payment', label: t('result_payment'), value: `#${payment.id}` },
      { id: 'amount', label: t('amount'), value: amount },
      { id: 'method', label: t('method'), value: methodName(t, { id: payment.method, name: payment.method }) },
      { id: 'status', label: t('col_status'), value: t(`status_${payment.status}`) },
    );
    if (account) rows.push({ id: 'balance', label: t('result_balance'), value: balanceText(account, { lng, hidden: input.hideBalance }) });
  }
  const again = direction === 'deposit' ? 'office-recharge' : 'office-deduce';
  const isDone = status === 'success' || status === 'pending';
  return {
    title: t(`result_${what}_${status}`),
    tone: TONES[status],
    text: input.isLoading && !payment ? t('result_loading') : payment ? t(`result_${what}_${status}_text`, { amount }) : t(`result_${what}_${status}_text`, { amount: t('result_your_payment') }),
    note: status === 'pending' ? t('result_pending_note') : null,
    links: [
      { id: 'again', label: t(direction === 'deposit' ? 'link_recharge' : 'link_deduce'), href: routeHref(again, lng), isPrimary: !isDone },
      { id: 'history', label: t('link_history'), href: routeHref('office-history-pay', lng), isPrimary: isDone },
    ],
    rows,
  };
}

const outcomeOf = (value: string | undefined): PaymentOutcome => ((PAYMENT_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as PaymentOutcome) : 'pending');

/**
 * `onpay/:outcome` and `onpay/withdraw/:outcome`: reads the payment named by `?paymentId=`, asks again every
 * 2 s while it is pending, and reloads the balance when it settles.
 */
export function usePaymentResultScreen({ direction }: { direction: PaymentDirection }): PaymentResultModel {
  const { t, i18n } = useTranslation('payments');
  const lng = i18n.language || 'en';
  const outcome = outcomeOf(useParams().outcome);
  const [search] = useSearchParams();
  const idText = search.get('paymentId') ?? '';
  const paymentId = /^\d{1,15}$/.test(idText) ? Number(idText) : null;
  const accounts = useAccounts({ lng });
  const api = usePaymentsApi();
  const payment = useSWR(paymentId === null ? null : officeKeys.payment(paymentId), () => api.getPayment(paymentId!), {
    refreshInterval: (latest) => (!latest || latest.status === 'pending' || latest.status === 'created' ? PAYMENT_RESULT_POLL_MS : 0),
    revalidateOnFocus: false,
  });
  const status = payment.data?.status;
  const seen = useRef<string | undefined>(undefined);
  const { refresh } = accounts;
  const analytics = useOptionalAnalytics();
  useEffect(() => {
    // Each status the page sees (decided, then settled) reloads the balance it shows.
    if (!status || seen.current === status) return;
    seen.current = status;
    void refresh();
    // spec: S2 §7, event 10001: the payment's status (ANLT-011).
    analytics?.track(ANALYTICS_EVENT.paymentStatus, { status, direction, paymentId: paymentId ?? 0 });
  }, [status, refresh, analytics, direction, paymentId]);
  const account = payment.data ? accounts.accounts.find((item) => item.id === payment.data!.accountId) : undefined;
  return paymentResultModel({ t, lng, direction, outcome, payment: payment.data, account, hideBalance: false, isLoading: paymentId !== null && payment.isLoading });
}
