import { useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Account, PaymentMethod } from '@bf/api-client/office';
import { officeKeys } from '@bf/api-client/office';
import { accountAmountRules, balanceText, parseAmountText } from '../../accounts/accounts-rules.ts';
import { useAccounts, useOfficeServices } from '../../accounts/use-accounts.tsx';
import { openDocument } from '../../env/browser-session.ts';

/** The deposit page (office/recharge): account, method, amount with its limits and quick amounts, and the way on. */
export interface OfficeRechargeModel {
  title: string;
  status: 'loading' | 'ready' | 'unavailable';
  /** Why a deposit cannot be made here (a bonus or frozen account), when status is unavailable. */
  unavailableText: string | null;
  account: { label: string; value: string; balance: string } | null;
  methods: { label: string; options: { value: string; label: string }[]; selected: string | null; onSelect(id: string): void };
  amount: { label: string; text: string; error: string | null; hint: string | null; onText(text: string): void };
  presets: { label: string; onPress(): void }[];
  submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  /** The server's refusal of the last try. */
  error: string | null;
}

export interface OfficeRechargeInput {
  t: TFunction;
  lng: string;
  account: Account | undefined;
  hideBalance: boolean;
  isLoaded: boolean;
  methods: readonly PaymentMethod[] | undefined;
  methodId: string | null;
  amountText: string;
  /** Show the amount's error (after an edit or a submit attempt). */
  isAmountTouched: boolean;
  isBusy: boolean;
  error: string | null;
  actions: { selectMethod(id: string): void; setAmountText(text: string): void; submit(amountMinor: number, methodId: string): void; touch(): void };
}

const money = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

/** The amount's error for the method's limits, or the amount in minor units. */
function checkAmount(t: TFunction, text: string, method: PaymentMethod | undefined, iso: string, lng: string): { minor?: number; error: string | null } {
  const parsed = parseAmountText(text);
  if ('error' in parsed) return { error: parsed.error === 'empty' ? t('recharge_amount_empty') : t('recharge_amount_format') };
  if (method && parsed.minor < method.minMinor) return { error: t('recharge_amount_min', { min: money(method.minMinor, iso, lng) }) };
  if (method && parsed.minor > method.maxMinor) return { error: t('recharge_amount_max', { max: money(method.maxMinor, iso, lng) }) };
  return { minor: parsed.minor, error: null };
}

/** The deposit page's model from its inputs (pure: tests and fixtures use it directly). */
export function officeRechargeModel(input: OfficeRechargeInput): OfficeRechargeModel {
  const { t, lng, account, methods, actions } = input;
  const rules = account ? accountAmountRules(account) : undefined;
  const iso = account?.iso ?? 'RUB';
  const method = methods?.find((item) => item.id === input.methodId) ?? methods?.[0];
  const checked = checkAmount(t, input.amountText, method, iso, lng);
  const status = !input.isLoaded || (account && rules?.canDeposit && !methods) ? 'loading' : !account || !rules?.canDeposit ? 'unavailable' : 'ready';
  return {
    title: t('recharge_title'),
    status,
    unavailableText: status === 'unavailable' ? t('recharge_unavailable') : null,
    account: account ? { label: t('recharge_account'), value: account.iso, balance: balanceText(account, { lng, hidden: input.hideBalance }) } : null,
    methods: {
      label: t('recharge_method'),
      options: (methods ?? []).map((item) => ({ value: item.id, label: item.name })),
      selected: method?.id ?? null,
      onSelect: actions.selectMethod,
    },
    amount: {
      label: t('recharge_amount'),
      text: input.amountText,
      error: input.isAmountTouched ? checked.error : null,
      hint: method ? t('recharge_amount_hint', { min: money(method.minMinor, iso, lng), max: money(method.maxMinor, iso, lng) }) : null,
      onText: actions.setAmountText,
    },
    presets: (method?.presetsMinor ?? []).map((minor) => ({ label: money(minor, iso, lng), onPress: () => actions.setAmountText(String(minor / 100)) })),
    submit: {
      label: input.isBusy ? t('recharge_busy') : t('recharge_submit'),
      isBusy: input.isBusy,
      isDisabled: input.isBusy || status !== 'ready',
      onPress: () => {
        actions.touch();
        if (checked.minor !== undefined && method && !input.isBusy) actions.submit(checked.minor, method.id);
      },
    },
    error: input.error,
  };
}

export interface OfficeRechargeOptions {
  /** Where the browser goes next (the provider's page); a new document by default. */
  navigate?: (url: string) => void;
}

/**
 * The deposit page's model: the active account's methods, the amount checked against the method's limits in minor
 * units, and a deposit started once per attempt (its idempotency key survives a retry of the same amount).
 */
export function useOfficeRechargeScreen({ navigate = openDocument }: OfficeRechargeOptions = {}): OfficeRechargeModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const accounts = useAccounts({ lng });
  const { api } = useOfficeServices();
  const account = accounts.active;
  const canDeposit = account ? accountAmountRules(account).canDeposit : false;
  const methods = useSWR(account && canDeposit ? officeKeys.paymentMethods(account.id, 'deposit') : null, () => api.getPaymentMethods(account!.id, 'deposit'));
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [isAmountTouched, setTouched] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: the same account, method and amount retried after a lost answer reuse it.
  const attempt = useRef<{ what: string; key: string } | null>(null);
  const actions = useMemo(
    () => ({
      selectMethod: (id: string) => setMethodId(id),
      setAmountText: (text: string) => {
        setAmountText(text);
        setTouched(true);
      },
      touch: () => setTouched(true),
      submit: (amountMinor: number, method: string) => {
        if (!account) return;
        const what = `${account.id}:${method}:${amountMinor}`;
        if (attempt.current?.what !== what) attempt.current = { what, key: `dep-${account.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` };
        setBusy(true);
        setError(null);
        api.startDeposit({ accountId: account.id, amountMinor, method, lang: lng }, attempt.current.key).then(
          (step) => navigate(step.redirectUrl),
          (caught: unknown) => {
            setBusy(false);
            setError(caught instanceof Error && caught.message ? caught.message : t('recharge_error'));
          },
        );
      },
    }),
    [account, api, lng, navigate, t],
  );
  return officeRechargeModel({
    t,
    lng,
    account,
    hideBalance: accounts.hideBalance,
    isLoaded: accounts.isLoaded,
    methods: methods.data?.methods,
    methodId,
    amountText,
    isAmountTouched,
    isBusy,
    error,
    actions,
  });
}
