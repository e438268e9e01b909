import type { StatusModel } from './use-status-screen.ts';

/** The block page of a signed-in player: support and sign-out. */
export const blocked: StatusModel = {
  tone: 'warning',
  title: 'Access restricted',
  text: 'Your account has been restricted: betting and payments are closed while the restriction lasts. Contact support to learn why and how to lift it.',
  support: { label: 'Contact support', href: '/en/information/contacts' },
  signOut: { label: 'Log out', isBusy: false, onPress: () => {} },
};

/** The suspension page of a signed-in player. */
export const suspended: StatusModel = {
  ...blocked,
  title: 'Account suspended',
  text: 'Your account is suspended. Your balance is safe, but you cannot play until the suspension ends. Contact support for the details.',
};

/** Maintenance with an announced end. */
export const maintenance: StatusModel = {
  tone: 'warning',
  title: 'Technical maintenance',
  text: 'The site is being updated. Your bets and balance are safe. Please come back a little later.',
  until: 'Expected to finish at Nov 27, 2026, 6:00 PM',
};

/** Maintenance without an end. */
export const maintenanceOpenEnded: StatusModel = { ...maintenance, until: undefined };
