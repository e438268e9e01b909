// User action page models for the workbench: a visitor and a signed-in player.
import type { UserActionModel } from './use-user-action-screen.ts';

export const userActionFixtures = {
  activateVisitor: {
    title: 'Account activation',
    text: 'This link activates your account by phone',
    hint: 'Activation by link is not needed on this site: every new account is active at once. Log in to start.',
    primary: { label: 'Log in', href: '/en/user/login' },
    secondary: { label: 'Go to the home page', href: '/en' },
  },
  stopNewsletterSignedIn: {
    title: 'Unsubscribe from the newsletter',
    text: 'This link stops the e-mail newsletter',
    hint: 'Unsubscribing by link is not available on this site yet. Signed-in players can switch e-mails off in the account settings.',
    primary: { label: 'Open account settings', href: '/en/office/settings' },
    secondary: { label: 'Go to the home page', href: '/en' },
  },
} satisfies Record<string, UserActionModel>;
