import { describe, expect, it } from 'vitest';
import { userActionOfRoute } from './use-user-action-screen.ts';

describe('userActionOfRoute', () => {
  it('names the action after the route the screen is mounted on', () => {
    expect(userActionOfRoute('account-verify')).toBe('account-verify');
    expect(userActionOfRoute('activate')).toBe('activate');
    expect(userActionOfRoute('activate-fast')).toBe('activate-fast');
    expect(userActionOfRoute('password-reset')).toBe('password-reset');
    expect(userActionOfRoute('stop-newsletter')).toBe('stop-newsletter');
  });

  it('falls back to account verification off those routes', () => {
    expect(userActionOfRoute('home')).toBe('account-verify');
    expect(userActionOfRoute(undefined)).toBe('account-verify');
  });
});
