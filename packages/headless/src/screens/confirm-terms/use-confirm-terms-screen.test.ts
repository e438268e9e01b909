import { describe, expect, it, vi } from 'vitest';
import type { ConfirmTermsState } from '../../auth/use-confirm-terms.ts';

const page: ConfirmTermsState = {
  title: 'Confirm the terms',
  text: 'Our terms changed.',
  phase: 'loading',
  rules: [{ label: 'Changed rule 3', href: '/en/rules/general', isNew: true }],
  acceptLabel: 'Accept the new terms',
  logoutLabel: 'Log out',
  rulesLink: { label: 'Read the rules', href: '/en/rules/general' },
  error: undefined,
  accept: vi.fn(async () => {}),
  logout: vi.fn(async () => {}),
};
let state = page;
vi.mock('../../auth/use-confirm-terms.ts', () => ({ useConfirmTerms: () => state }));
const { useConfirmTermsScreen } = await import('./use-confirm-terms-screen.ts');

describe('useConfirmTermsScreen', () => {
  it('keeps "accept" disabled while the status loads', () => {
    expect(useConfirmTermsScreen().accept).toMatchObject({ label: 'Accept the new terms', isDisabled: true, isBusy: false });
  });

  it('lets the player accept once ready, and is busy while accepting', () => {
    state = { ...page, phase: 'ready' };
    expect(useConfirmTermsScreen().accept).toMatchObject({ isDisabled: false, isBusy: false });
    state = { ...page, phase: 'accepting', acceptLabel: 'Saving…' };
    expect(useConfirmTermsScreen().accept).toMatchObject({ label: 'Saving…', isDisabled: true, isBusy: true });
  });

  it('lists the changed rules as links, and accepting or signing out calls the page', () => {
    state = { ...page, phase: 'ready' };
    const model = useConfirmTermsScreen();
    expect(model.rules).toEqual([{ label: 'Changed rule 3', href: '/en/rules/general' }]);
    model.accept.onPress();
    model.logout.onPress();
    expect(page.accept).toHaveBeenCalledTimes(1);
    expect(page.logout).toHaveBeenCalledTimes(1);
  });
});
