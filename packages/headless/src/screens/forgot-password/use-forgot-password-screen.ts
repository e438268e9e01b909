import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../../auth/use-forgot-password.ts';
import type { ActionModel, TextFieldModel } from '../auth-form/auth-form-model.ts';

/** The forgot-password modal (spec: S2 §2, §4 password recovery): the login field, then "the link is on its way". */
export interface ForgotPasswordModel {
  isOpen: boolean;
  title: string;
  /** Under the title while the form shows. */
  description?: string;
  closeLabel: string;
  onClose(): void;
  /** The request was taken: this success text and a close button instead of the form. */
  sentText?: string;
  field: TextFieldModel;
  submitLabel: string;
  onSubmit(): void;
  /** The request is on its way: the form is busy. */
  isBusy?: boolean;
  /** On the sent step: send the link again (disabled while a request is on its way). */
  resend?: ActionModel;
  /** On the sent step, after a resend, or the resend's error. */
  resendStatus?: { tone: 'success' | 'error'; text: string };
  close: ActionModel;
}

/** The forgot-password modal's model; it opens with `?showForgotPasswordModal=1` (AUTH-014). */
export function useForgotPasswordScreen(): ForgotPasswordModel {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const closeLabel = t('common.close');
  return {
    isOpen: forgot.isOpen,
    title: t('forgot.title'),
    description: forgot.isSent ? undefined : t('forgot.text'),
    closeLabel,
    onClose: forgot.close,
    sentText: forgot.isSent ? t('forgot.sent') : undefined,
    field: { kind: 'text', id: 'recoveryLogin', label: t('forgot.label'), autoComplete: 'username', value: forgot.value, error: forgot.error, onText: forgot.setValue },
    submitLabel: t('forgot.submit'),
    onSubmit: forgot.submit,
    isBusy: forgot.isBusy,
    resend: forgot.isSent ? { label: t('forgot.resend'), onPress: forgot.resend, isDisabled: forgot.isBusy } : undefined,
    resendStatus: !forgot.isSent ? undefined : forgot.error ? { tone: 'error', text: forgot.error } : forgot.isResent ? { tone: 'success', text: t('forgot.resent') } : undefined,
    close: { label: closeLabel, onPress: forgot.close },
  };
}
