// Auth overlay models for the workbench: nothing open, each overlay open.
import { forgotPasswordFixtures } from '../forgot-password/fixtures.ts';
import type { AuthOverlaysModel, CaptchaModel, ReminderModel } from './use-auth-overlays-screen.ts';

const none = () => {};
const captcha: CaptchaModel = {
  isOpen: false,
  title: 'Confirm you are not a robot',
  description: 'Answer the question to continue.',
  closeLabel: 'Cancel',
  onClose: none,
  isBusy: false,
  question: 'How much is 23 + 17?',
  field: { kind: 'text', id: 'captchaAnswer', label: 'Answer', inputMode: 'numeric', autoComplete: 'off', value: '', onText: none },
  submit: { label: 'Confirm', isDisabled: false },
  onSubmit: none,
  reload: { label: 'Another question', isDisabled: false, onPress: none },
};
const reminder: ReminderModel = {
  isOpen: false,
  title: 'Join and get betting',
  description: 'Create an account in a minute to place bets and keep your bet slip.',
  closeLabel: 'Close',
  onClose: none,
  register: { label: 'Register', href: '/en/registration' },
  later: { label: 'Not now', onPress: none },
};
const closed: AuthOverlaysModel = { forgotPassword: forgotPasswordFixtures.closed, captcha, reminder, convertReminder: null };

export const authOverlaysFixtures = {
  closed,
  inactivity: { ...closed, inactivity: { title: 'You were signed out.', text: 'We closed your session after a period of inactivity. Log in again to continue.', dismissLabel: 'Dismiss', onDismiss: none } },
  forgotPassword: { ...closed, forgotPassword: forgotPasswordFixtures.empty },
  forgotPasswordSent: { ...closed, forgotPassword: forgotPasswordFixtures.sent },
  captcha: { ...closed, captcha: { ...captcha, isOpen: true } },
  captchaWrong: { ...closed, captcha: { ...captcha, isOpen: true, field: { ...captcha.field, value: '41', error: 'Wrong answer. Try this question.' } } },
  reminder: { ...closed, reminder: { ...reminder, isOpen: true } },
  convertReminder: {
    ...closed,
    convertReminder: {
      kind: 'main',
      title: 'Switch your HRK account',
      text: 'Your main account can be converted to the site’s current currency.',
      link: { label: 'See how', href: '/en/office/convert-account' },
      dismissLabel: 'Later',
      onDismiss: none,
    },
  },
} satisfies Record<string, AuthOverlaysModel>;
