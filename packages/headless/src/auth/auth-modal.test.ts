import { describe, expect, it } from 'vitest';
import { registrationOpeningAt } from './auth-modal.ts';
import { closeAuthModal, createAuthModalStore, isPlainClick, isRegistrationWidgetVisible, loginOpening, openLoginModal, openRegistrationModal, registrationOpening, type RegistrationOpeningInput } from '@bf/headless/auth';

const visitorOnHome: RegistrationOpeningInput = { routeId: 'home', isRegistrationAvailable: true, isCustomRegistration: false, isRedirectRequested: false, isWidgetMode: false };

describe('loginOpening (AUTH-001, AUTH-002)', () => {
  it('opens sign-in as a modal over any page', () => {
    expect(loginOpening({ routeId: 'home' })).toBe('modal');
    expect(loginOpening({ routeId: 'sports-section' })).toBe('modal');
    expect(loginOpening({ routeId: undefined })).toBe('modal');
  });

  it('skips the modal on the sign-in page itself: its form is already there', () => {
    expect(loginOpening({ routeId: 'login' })).toBe('page');
  });
});

describe('registrationOpeningAt (AUTH-003, AUTH-038, AUTH-039)', () => {
  const settings = { isRegistrationAvailable: true, isCustomRegistration: false, isWidgetMode: false, abTestsAvailability: {} };
  const at = (search: string, cookies: Record<string, string> = {}) => registrationOpeningAt({ routeId: 'news', settings, search, cookies, deviceId: 'device-1' });

  it('asks for the page when the address or the redirect cookie names a page of this site to go on to', () => {
    expect(at('')).toBe('modal');
    expect(at('?returnUrl=%2Fen%2Foffice%2Fhistory')).toBe('page');
    expect(at('', { redirect_url: '/en/office/history' })).toBe('page');
  });

  it('ignores a return URL or redirect cookie that leaves the site', () => {
    expect(at('?returnUrl=%2F%2Fother.example')).toBe('modal');
    expect(at('', { redirect_url: 'https://other.example' })).toBe('modal');
  });
});

describe('registrationOpening (AUTH-003, AUTH-004)', () => {
  it('opens registration as a modal by default', () => {
    expect(registrationOpening(visitorOnHome)).toBe('modal');
  });

  it('opens the page instead with a custom registration, on sign-in, for a requested redirect or in widget mode', () => {
    expect(registrationOpening({ ...visitorOnHome, isCustomRegistration: true })).toBe('page');
    expect(registrationOpening({ ...visitorOnHome, routeId: 'login' })).toBe('page');
    expect(registrationOpening({ ...visitorOnHome, isRedirectRequested: true })).toBe('page');
    expect(registrationOpening({ ...visitorOnHome, isWidgetMode: true })).toBe('page');
  });

  it('opens the page for the B half of A/B test 70 (AUTH-039), but never where registration is off', () => {
    expect(registrationOpening({ ...visitorOnHome, isRegistrationPageVariant: true })).toBe('page');
    expect(registrationOpening({ ...visitorOnHome, isRegistrationPageVariant: false })).toBe('modal');
    expect(registrationOpening({ ...visitorOnHome, isRegistrationPageVariant: true, isRegistrationAvailable: false })).toBe('none');
  });

  it('shows nothing on registration itself or where registration is off, whatever else holds', () => {
    expect(registrationOpening({ ...visitorOnHome, routeId: 'registration' })).toBe('none');
    expect(registrationOpening({ ...visitorOnHome, routeId: 'registration-type', isCustomRegistration: true })).toBe('none');
    expect(registrationOpening({ ...visitorOnHome, isRegistrationAvailable: false, isWidgetMode: true })).toBe('none');
  });
});

describe('isRegistrationWidgetVisible (AUTH-007, GUARD-006)', () => {
  it('is shown to a visitor where registration is on and the right column is shown', () => {
    expect(isRegistrationWidgetVisible({ isRightColumnHidden: false, isSignedIn: false, isRegistrationAvailable: true })).toBe(true);
  });

  it('is hidden by the column toggle, for signed-in players and where registration is off', () => {
    expect(isRegistrationWidgetVisible({ isRightColumnHidden: true, isSignedIn: false, isRegistrationAvailable: true })).toBe(false);
    expect(isRegistrationWidgetVisible({ isRightColumnHidden: false, isSignedIn: true, isRegistrationAvailable: true })).toBe(false);
    expect(isRegistrationWidgetVisible({ isRightColumnHidden: false, isSignedIn: false, isRegistrationAvailable: false })).toBe(false);
  });
});

describe('the auth modal store', () => {
  it('remembers the wanted route of a sign-in, and forgets it when closed or when registration opens', () => {
    const store = createAuthModalStore();
    openLoginModal(store, { returnTo: '/en/office/history?tab=2' });
    expect(store).toEqual({ open: 'login', returnTo: '/en/office/history?tab=2' });
    closeAuthModal(store);
    expect(store).toEqual({ open: null, returnTo: null });
    openLoginModal(store, { returnTo: '/en/office/history' });
    openRegistrationModal(store);
    expect(store).toEqual({ open: 'registration', returnTo: null });
  });

  it('never remembers a place off the site (no open redirect)', () => {
    const store = createAuthModalStore();
    for (const probe of ['//other.example', 'https://other.example', '/\\other.example', 'javascript:alert(1)', '%2F%2Fother.example']) {
      openLoginModal(store, { returnTo: probe });
      expect(store.returnTo).toBeNull();
    }
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('takes over a plain left click only: new tabs, windows and other buttons stay the browser’s', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
