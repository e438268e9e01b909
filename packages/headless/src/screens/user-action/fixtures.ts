// User action page models for the workbench: opened without a link, ready to confirm, the reset form, done, refused.
import type { UserActionModel } from './use-user-action-screen.ts';

const none = () => {};
const home = { label: 'Go to the home page', href: '/en' };

export const userActionFixtures = {
  activateNoLink: {
    title: 'Account activation',
    phase: 'no-link',
    tone: 'info',
    text: 'This link activates your account by phone',
    hint: 'This page opens from the link in the message we sent you. Open that link from your e-mail or SMS; signed-in players can ask for a new one in their account.',
    primary: { label: 'Log in', href: '/en/user/login' },
    secondary: home,
  },
  verifyReady: {
    title: 'Account verification',
    phase: 'ready',
    tone: 'info',
    text: 'This link confirms the contacts of your account',
    hint: 'Confirm that account ann.lee and its e-mail are yours.',
    confirm: { label: 'Confirm my account', onPress: none, isBusy: false },
    primary: home,
  },
  resetForm: {
    title: 'Password reset',
    phase: 'ready',
    tone: 'info',
    text: 'This link sets a new password',
    hint: 'Choose a new password for account ann.lee.',
    form: {
      title: 'Password reset',
      isBusy: false,
      onSubmit: async () => {},
      intro: 'Choose a new password for account ann.lee.',
      fields: [
        { kind: 'password', id: 'newPassword', label: 'New password', value: 'short', error: 'Use at least 8 characters', hint: '8 to 64 characters, with at least one letter and one digit', autoComplete: 'new-password', showLabel: 'Show', hideLabel: 'Hide', onText: none },
        { kind: 'password', id: 'repeatPassword', label: 'Repeat the new password', value: '', autoComplete: 'new-password', showLabel: 'Show', hideLabel: 'Hide', onText: none },
      ],
      checks: [],
      submit: { label: 'Save the new password', isBusy: false, isDisabled: false },
    },
    primary: home,
  },
  stopNewsletterDone: {
    title: 'Unsubscribe from the newsletter',
    phase: 'done',
    tone: 'success',
    text: 'You are unsubscribed',
    hint: 'We will not send you news e-mails any more. You can switch them back on in the account settings.',
    primary: { label: 'Open account settings', href: '/en/office/settings' },
    secondary: home,
  },
  resetUsed: {
    title: 'Password reset',
    phase: 'refused',
    tone: 'error',
    text: 'This link was already used',
    hint: 'Each link works once. Ask for a new one if you still need it.',
    primary: { label: 'Get a new link', href: '/en?showForgotPasswordModal=1' },
    secondary: home,
  },
} satisfies Record<string, UserActionModel>;
