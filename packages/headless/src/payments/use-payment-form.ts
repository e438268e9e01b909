import { useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { officeKeys, type PaymentDirection } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { accountAmountRules } from '../accounts/accounts-rules.ts';
import { useAccounts } from '../accounts/use-accounts.tsx';
import { usePaymentsApi } from './payments-api.ts';
import { openDocument } from '../env/browser-session.ts';
import { paymentFormModel, type DepositAmountCheck, type PaymentFormModel } from './payment-form.ts';
import { useTrackOnMount } from '../analytics/analytics-provider.tsx';
import { ANALYTICS_EVENT } from '../analytics/analytics-events.ts';
import { usePaymentBillsNotice } from '../notify/payment-bills-notice.ts';

export interface PaymentFormOptions {
  /** Where the browser goes next (the provider's page); a new document by default. */
  navigate?: (url: string) => void;
  /** Deposits: the deposit-limit check of responsible gaming (see DepositAmountCheck). */
  extraCheck?: DepositAmountCheck;
}

/** The refusal the player reads: the API's known codes in the page's language, else the generic one. */
function refusalText(t: TFunction, caught: unknown): string {
  const code = caught instanceof ApiError ? String(caught.details[0]?.code ?? '') : '';
  const known: Record<string, string> = {
    insufficient_funds: 'refused_insufficient_funds',
    amount_below_min: 'refused_amount',
    amount_above_max: 'refused_amount',
    account_frozen: 'refused_frozen',
    bonus_account: 'refused_bonus_account',
  };
  return t(known[code] ?? 'start_error');
}

/**
 * A deposit or withdrawal form over the active account: its methods, the amount checked in minor units against the
 * method's limits (and the balance, withdrawing), then the payment started once and the provider's page opened.
 * A second press while the first is on its way does nothing; a retry of the same amount after a lost answer reuses
 * the attempt's idempotency key, so the API answers the same payment.
 */
export function usePaymentForm(direction: PaymentDirection, { navigate = openDocument, extraCheck }: PaymentFormOptions = {}): PaymentFormModel {
  const { t, i18n } = useTranslation('payments');
  const lng = i18n.language || 'en';
  // spec: S2 §7, event 10002: the payments page opened (ANLT-012).
  useTrackOnMount(ANALYTICS_EVENT.paymentsPage, { direction });
  const accounts = useAccounts({ lng });
  const api = usePaymentsApi();
  const account = accounts.active;
  const { refresh } = accounts;
  const rules = account ? accountAmountRules(account) : undefined;
  const allowed = direction === 'deposit' ? rules?.canDeposit : rules?.canWithdraw;
  const methods = useSWR(account && allowed ? officeKeys.paymentMethods(account.id, direction) : null, () => api.getPaymentMethods(account!.id, direction));
  // spec S2 §2: the deposit page's list marking bills out of service opens its modal (SHELL-017, docs/decisions.md).
  usePaymentBillsNotice(direction === 'deposit' ? methods.data?.methods : undefined);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [isAmountTouched, setTouched] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ what: string; key: string } | null>(null);
  // Set synchronously: a double click reaches submit twice before React re-renders with isBusy.
  const inFlight = useRef(false);
  const actions = useMemo(
    () => ({
      selectMethod: (id: string) => setMethodId(id),
      setAmountText: (text: string) => {
        setAmountText(text);
        setTouched(true);
      },
      touch: () => setTouched(true),
      submit: (amountMinor: number, method: string) => {
        if (!account || inFlight.current) return;
        inFlight.current = true;
        const what = `${direction}:${account.id}:${method}:${amountMinor}`;
        if (attempt.current?.what !== what) attempt.current = { what, key: `${direction === 'deposit' ? 'dep' : 'wd'}-${account.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` };
        setBusy(true);
        setError(null);
        const body = { accountId: account.id, amountMinor, method, lang: lng };
        const start = direction === 'deposit' ? api.startDeposit(body, attempt.current.key) : api.startWithdrawal(body, attempt.current.key);
        start.then(
          (step) => navigate(step.redirectUrl),
          (caught: unknown) => {
            inFlight.current = false;
            setBusy(false);
            setError(refusalText(t, caught));
            // A withdrawal refused for the balance: the balance may have moved since the page loaded.
            void refresh();
          },
        );
      },
    }),
    [account, refresh, api, direction, lng, navigate, t],
  );
  return paymentFormModel({
    t,
    lng,
    direction,
    account,
    // The money pages show the balance plainly: moving money needs it (the header keeps the player's mask).
    hideBalance: false,
    isLoaded: accounts.isLoaded,
    methods: methods.data?.methods,
    methodId,
    amountText,
    isAmountTouched,
    isBusy,
    error,
    extraCheck,
    actions,
  });
}
