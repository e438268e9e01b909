// Confirm-terms models in the states the workbench shows.
import type { ConfirmTermsModel } from './use-confirm-terms-screen.ts';

const base: ConfirmTermsModel = {
  title: 'Updated terms',
  text: 'Our terms and rules have changed. Read what changed and accept the new terms to continue playing.',
  rules: [
    { label: 'General terms and conditions (changed)', href: '/en/rules/general' },
    { label: 'Betting rules (changed)', href: '/en/rules/betting' },
    { label: 'Privacy policy (new)', href: '/en/rules/privacy' },
  ],
  accept: { label: 'Accept the new terms', isDisabled: false, isBusy: false, onPress: () => {} },
  rulesLink: { label: 'Read the rules', href: '/en/rules/general' },
  logout: { label: 'Log out', onPress: () => {} },
};

/** Loading the status, ready, accepting, and the accept call failed (TERMS-007). */
export const confirmTermsFixtures = {
  loading: { ...base, rules: [], accept: { ...base.accept, isDisabled: true } },
  ready: base,
  accepting: { ...base, accept: { ...base.accept, label: 'Saving…', isDisabled: true, isBusy: true } },
  failed: { ...base, error: 'We could not save your acceptance of the terms. Please try again.' },
} satisfies Record<string, ConfirmTermsModel>;
