import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { limitsKeys } from '@bf/api-client/limits';
import type { TFunction } from 'i18next';
import { paymentFormModel, type PaymentFormInput, type PaymentFormModel } from '../../payments/payment-form.ts';
import { usePaymentForm, type PaymentFormOptions } from '../../payments/use-payment-form.ts';
import { depositLimitPrompt } from '../../limits/deposit-limit-prompt.ts';
import { SessionContext } from '../../session/use-session.ts';
import { browserStorage } from '../../env/browser-storage.ts';
import { storePaymentConsultant } from '../../payments/payment-consultant.ts';

/**
 * The deposit page (office/recharge): account, method, amount with its limits and quick amounts, and the way on; and,
 * one click away, the player's deposit limits (a prompt to set one while there is none).
 */
export type OfficeRechargeModel = PaymentFormModel & {
  depositLimits: { text: string | null; link: { label: string; href: string } } | null;
};
export type OfficeRechargeInput = Omit<PaymentFormInput, 'direction'> & { depositLimits?: 'none' | 'set' | null };
export type OfficeRechargeOptions = PaymentFormOptions;

/** The deposit-limit line: a prompt with "set a limit" when there is none, else a link to the player's limits. */
export function depositLimitsLine(t: TFunction, lng: string, prompt: 'none' | 'set' | null | undefined): OfficeRechargeModel['depositLimits'] {
  if (!prompt) return null;
  const href = `/${lng}/office/responsible`;
  return prompt === 'none' ? { text: t('limits:deposit_prompt_none'), link: { label: t('limits:deposit_prompt_set'), href } } : { text: null, link: { label: t('limits:deposit_prompt_manage'), href } };
}

/** The deposit page's model from its inputs (pure: tests and fixtures use it directly). */
export const officeRechargeModel = ({ depositLimits, ...input }: OfficeRechargeInput): OfficeRechargeModel => ({
  ...paymentFormModel({ ...input, direction: 'deposit' }),
  depositLimits: depositLimitsLine(input.t, input.lng, depositLimits),
});

/**
 * The deposit page's model: the active account's methods, the amount checked against the method's limits in minor
 * units (and `extraCheck`, the deposit limit of responsible gaming), and a deposit started once per attempt.
 */
export function useOfficeRechargeScreen(options: OfficeRechargeOptions = {}): OfficeRechargeModel {
  const form = usePaymentForm('deposit', options);
  const { t, i18n } = useTranslation('limits');
  const lng = i18n.language || 'en';
  // The same request (and cache entry) as the responsible page's limits; without a session there is nothing to say.
  const session = useContext(SessionContext);
  const limits = useSWR(session?.isSignedIn ? limitsKeys.limits() : null, () => session!.api.limits.getLimits());
  // spec S2 §9: a deposit page opened with payment_consultant=1 keeps that marker (CONST-007).
  useEffect(() => void storePaymentConsultant(globalThis.location?.search ?? '', browserStorage()), []);
  return { ...form, depositLimits: depositLimitsLine(t, lng, depositLimitPrompt(limits.data)) };
}
