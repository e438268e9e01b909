// Forgot-password modal models for the workbench: empty, a field error, sent.
import type { ForgotPasswordModel } from './use-forgot-password-screen.ts';

const none = () => {};
const base: ForgotPasswordModel = {
  isOpen: true,
  title: 'Reset your password',
  description: 'Enter the login, e-mail or phone number of your account and we will send you a link to set a new password.',
  closeLabel: 'Close',
  onClose: none,
  field: { kind: 'text', id: 'recoveryLogin', label: 'Login, e-mail or phone', autoComplete: 'username', value: '', onText: none },
  submitLabel: 'Send the link',
  onSubmit: none,
  close: { label: 'Close', onPress: none },
};

export const forgotPasswordFixtures = {
  empty: base,
  fieldError: { ...base, field: { ...base.field, error: 'Enter your login, e-mail or phone' } },
  sent: { ...base, description: undefined, sentText: 'If an account matches, the link is on its way. Check your e-mail and SMS.', resend: { label: 'Send the link again', onPress: none } },
  resent: { ...base, description: undefined, sentText: 'If an account matches, the link is on its way. Check your e-mail and SMS.', resend: { label: 'Send the link again', onPress: none }, resendStatus: { tone: 'success', text: 'Sent again.' } },
  closed: { ...base, isOpen: false },
} satisfies Record<string, ForgotPasswordModel>;
