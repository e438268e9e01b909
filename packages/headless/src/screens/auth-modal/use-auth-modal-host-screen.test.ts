import { describe, expect, it, vi } from 'vitest';

let open: 'login' | 'registration' | null = null;
const fallBackToPage = vi.fn();
vi.mock('../../auth/use-auth-modal.ts', () => ({ useAuthModalHost: () => open, useAuthModal: () => ({ fallBackToPage }) }));
const { useAuthModalHostScreen } = await import('./use-auth-modal-host-screen.ts');

describe('useAuthModalHostScreen', () => {
  it('shows no modal until one opens, then the one that opened', () => {
    expect(useAuthModalHostScreen().open).toBeNull();
    open = 'registration';
    expect(useAuthModalHostScreen().open).toBe('registration');
    open = 'login';
    expect(useAuthModalHostScreen().open).toBe('login');
  });

  it('opens the form page in place of a modal that failed (AUTH-006)', () => {
    useAuthModalHostScreen().onError();
    expect(fallBackToPage).toHaveBeenCalledTimes(1);
  });
});
