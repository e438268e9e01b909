import type { StatusModel } from './use-status-screen.ts';

/** The block page. */
export const blocked: StatusModel = {
  tone: 'warning',
  title: 'Access restricted',
  text: 'The site is not available in your region or for your account. Contact support if you think this is a mistake.',
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
