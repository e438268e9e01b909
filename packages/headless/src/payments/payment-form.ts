// The deposit and withdrawal forms' shared rules (spec: S1 §2 office routes "recharge" and "deduce"; the simulated
// provider of the reference API). Pure: the screen models and their tests use it directly.
import type { TFunction } from 'i18next';
import type { Account, PaymentDirection, PaymentMethod } from '@bf/api-client/office';
import { accountAmountRules, balanceText, parseAmountText } from '../accounts/accounts-rules.ts';

/** The deposit page (office/recharge) or the withdrawal page (office/deduce): account, method, amount and the way on. */
export interface PaymentFormModel {
  title: string;
  status: 'loading' | 'ready' | 'unavailable';
  /** Why no payment can be made here (a bonus or frozen account), when status is unavailable. */
  unavailableText: string | null;
  account: { label: string; value: string; balance: string } | null;
  /** Withdrawal only: what may be paid out (the balance). */
  available: { label: string; value: string } | null;
  methods: { label: string; options: { value: string; label: string }[]; selected: string | null; onSelect(id: string): void };
  amount: { label: string; text: string; error: string | null; hint: string | null; onText(text: string): void };
  presets: { label: string; onPress(): void }[];
  submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  /** The server's refusal of the last try. */
  error: string | null;
}

/**
 * An extra check of a deposit amount before the provider is opened: the responsible-gaming deposit limit plugs in
 * here. Answers the message to show, or null when the amount may go on.
 */
export type DepositAmountCheck = (amountMinor: number, account: Account) => string | null;

export interface PaymentFormInput {
  t: TFunction;
  lng: string;
  direction: PaymentDirection;
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
  /** Deposits only: the deposit-limit seam (see DepositAmountCheck). */
  extraCheck?: DepositAmountCheck;
  actions: { selectMethod(id: string): void; setAmountText(text: string): void; submit(amountMinor: number, methodId: string): void; touch(): void };
}

export const moneyText = (minor: number, iso: string, lng: string) => balanceText({ moneyMinor: minor, iso }, { lng, hidden: false });

/** A method's name in the page's language (the API names it in English). */
export function methodName(t: TFunction, method: Pick<PaymentMethod, 'id' | 'name'>): string {
  return t(`method_${method.id}`, { defaultValue: method.name });
}

/** The amount's error for the method's limits (and, withdrawing, the balance), or the amount in minor units. */
export function checkPaymentAmount(input: Pick<PaymentFormInput, 't' | 'lng' | 'direction' | 'account' | 'extraCheck'> & { text: string; method: PaymentMethod | undefined }): { minor?: number; error: string | null } {
  const { t, lng, direction, account, method } = input;
  const iso = account?.iso ?? 'RUB';
  const parsed = parseAmountText(input.text);
  if ('error' in parsed) return { error: parsed.error === 'empty' ? t('amount_empty') : t('amount_format') };
  const prefix = direction === 'deposit' ? 'recharge' : 'deduce';
  if (method && parsed.minor < method.minMinor) return { error: t(`${prefix}_amount_min`, { min: moneyText(method.minMinor, iso, lng) }) };
  if (direction === 'withdrawal' && account && parsed.minor > account.moneyMinor) {
    return { error: t('deduce_amount_over_balance', { max: moneyText(Math.max(0, account.moneyMinor), iso, lng) }) };
  }
  if (method && parsed.minor > method.maxMinor) return { error: t(`${prefix}_amount_max`, { max: moneyText(method.maxMinor, iso, lng) }) };
  const extra = direction === 'deposit' && account && input.extraCheck ? input.extraCheck(parsed.minor, account) : null;
  if (extra) return { error: extra };
  return { minor: parsed.minor, error: null };
}

/** The form's model from its inputs. */
export function paymentFormModel(input: PaymentFormInput): PaymentFormModel {
  const { t, lng, direction, account, actions } = input;
  // A method out of service is not offered (the bills one opens its modal instead, SHELL-017).
  const methods = input.methods?.filter((item) => !item.outOfService);
  const rules = account ? accountAmountRules(account) : undefined;
  const allowed = direction === 'deposit' ? rules?.canDeposit : rules?.canWithdraw;
  const iso = account?.iso ?? 'RUB';
  const prefix = direction === 'deposit' ? 'recharge' : 'deduce';
  const method = methods?.find((item) => item.id === input.methodId) ?? methods?.[0];
  const checked = checkPaymentAmount({ t, lng, direction, account, extraCheck: input.extraCheck, text: input.amountText, method });
  const status = !input.isLoaded || (account && allowed && !methods) ? 'loading' : !account || !allowed ? 'unavailable' : 'ready';
  // Withdrawing, the quick amounts stop at the balance.
  const ceiling = direction === 'withdrawal' && account ? account.moneyMinor : Number.POSITIVE_INFINITY;
  return {
    title: t(`${prefix}_title`),
    status,
    unavailableText: status === 'unavailable' ? t(`${prefix}_unavailable`) : null,
    account: account ? { label: t('account'), value: account.iso, balance: balanceText(account, { lng, hidden: input.hideBalance }) } : null,
    available: direction === 'withdrawal' && account ? { label: t('deduce_available'), value: moneyText(Math.max(0, account.moneyMinor), iso, lng) } : null,
    methods: {
      label: t('method'),
      options: (methods ?? []).map((item) => ({ value: item.id, label: methodName(t, item) })),
      selected: method?.id ?? null,
      onSelect: actions.selectMethod,
    },
    amount: {
      label: t('amount'),
      text: input.amountText,
      error: input.isAmountTouched ? checked.error : null,
      hint: method ? t('amount_hint', { min: moneyText(method.minMinor, iso, lng), max: moneyText(method.maxMinor, iso, lng) }) : null,
      onText: actions.setAmountText,
    },
    presets: (method?.presetsMinor ?? [])
      .filter((minor) => minor <= ceiling)
      .map((minor) => ({ label: moneyText(minor, iso, lng), onPress: () => actions.setAmountText(String(minor / 100)) })),
    submit: {
      label: input.isBusy ? t(`${prefix}_busy`) : t(`${prefix}_submit`),
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
