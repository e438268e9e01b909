import { describe, expect, it } from 'vitest';
import { isAgeConfirmationDue, isNewSiteModalDue, isScrollTopVisible, nextSiteNotice, readMarker, SCROLL_TOP_SCREENS } from './site-notice-rules.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const none = { ageConfirmedAt: null, newSiteShownAt: null, privacySeen: null };

describe('age confirmation (SHELL-010 to SHELL-013)', () => {
  it('is due when the config has an age and nothing is kept', () => {
    expect(isAgeConfirmationDue(18, null, NOW)).toBe(true);
    expect(isAgeConfirmationDue(null, null, NOW)).toBe(false);
    expect(isAgeConfirmationDue(0, null, NOW)).toBe(false);
  });

  it('a confirmation lasts 259200000 ms (3 days)', () => {
    expect(isAgeConfirmationDue(18, NOW - 259_199_999, NOW)).toBe(false);
    expect(isAgeConfirmationDue(18, NOW - 259_200_000, NOW)).toBe(true);
  });

  it('a confirmation dated in the future does not count', () => {
    expect(isAgeConfirmationDue(18, NOW + 1000, NOW)).toBe(true);
  });
});

describe('new-site modal (SHELL-014, SHELL-015)', () => {
  it('shows to a visitor when enabled, never to a signed-in player or when off', () => {
    expect(isNewSiteModalDue(true, false, null, NOW)).toBe(true);
    expect(isNewSiteModalDue(true, true, null, NOW)).toBe(false);
    expect(isNewSiteModalDue(false, false, null, NOW)).toBe(false);
  });

  it('its marker prevents repeats for 157680000000 ms (about 5 years)', () => {
    expect(isNewSiteModalDue(true, false, NOW - 157_679_999_999, NOW)).toBe(false);
    expect(isNewSiteModalDue(true, false, NOW - 157_680_000_000, NOW)).toBe(true);
  });
});

describe('the order of the site notices', () => {
  const inputs = { minimumAge: 18, isNewSiteModal: true, privacyUpdatedAt: '2026-11-01', isSignedIn: false, stored: none, now: NOW };
  it('age first, then the new-site modal, then the privacy update, then none', () => {
    expect(nextSiteNotice(inputs)).toBe('age');
    expect(nextSiteNotice({ ...inputs, stored: { ...none, ageConfirmedAt: NOW } })).toBe('new-site');
    expect(nextSiteNotice({ ...inputs, stored: { ...none, ageConfirmedAt: NOW, newSiteShownAt: NOW } })).toBe('privacy');
    expect(nextSiteNotice({ ...inputs, stored: { ageConfirmedAt: NOW, newSiteShownAt: NOW, privacySeen: '2026-11-01' } })).toBeNull();
  });

  it('waits while the cookie consent is unanswered: one modal at a time', () => {
    expect(nextSiteNotice({ ...inputs, isConsentPending: true })).toBeNull();
    expect(nextSiteNotice({ ...inputs, isConsentPending: false })).toBe('age');
  });

  it('a newer privacy update shows again', () => {
    expect(nextSiteNotice({ ...inputs, minimumAge: null, isNewSiteModal: false, stored: { ...none, privacySeen: '2026-01-01' } })).toBe('privacy');
  });

  it('reads only numbers as markers', () => {
    expect(readMarker('abc')).toBeNull();
    expect(readMarker(null)).toBeNull();
    expect(readMarker('1700000000000')).toBe(1_700_000_000_000);
  });
});

describe('scroll-to-top (SHELL-002)', () => {
  it('shows after 1 screen on desktop and 4 on a phone', () => {
    expect(SCROLL_TOP_SCREENS).toEqual({ desktop: 1, mobile: 4 });
    expect(isScrollTopVisible(900, 900, SCROLL_TOP_SCREENS.desktop)).toBe(false);
    expect(isScrollTopVisible(901, 900, SCROLL_TOP_SCREENS.desktop)).toBe(true);
    expect(isScrollTopVisible(844 * 4, 844, SCROLL_TOP_SCREENS.mobile)).toBe(false);
    expect(isScrollTopVisible(844 * 4 + 1, 844, SCROLL_TOP_SCREENS.mobile)).toBe(true);
  });
});
