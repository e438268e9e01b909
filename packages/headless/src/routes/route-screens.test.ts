import { describe, expect, it } from 'vitest';
import { ROUTES, screenOf } from '@bf/headless/routes';
import { frameOf, screenFor, missingPages } from '@bf/headless/router';

describe('route screens', () => {
  it('shows the screen named after a route, the shared status screen, or the pending page', () => {
    expect(screenOf({ id: 'home' })).toBe('home');
    expect(screenOf({ id: 'sports-game' })).toBe('sports-game');
    expect(screenOf({ id: 'registration-type' })).toBe('social-registration');
    expect(screenOf({ id: 'block-ua' })).toBe('status');
    expect(screenOf({ id: 'old-browser' })).toBe('status');
    expect(screenOf({ id: 'server-error' })).toBe('server-error');
    expect(screenOf({ id: 'demo-mailbox' })).toBe('demo-mailbox');
    expect(screenOf({ id: 'office-history' })).toBe('office-history');
    expect(screenOf({ id: 'office-support' })).toBe('office-support');
    expect([screenOf({ id: 'office-identification' }), screenOf({ id: 'verification-sumsub' })]).toEqual(['office-verification', 'office-verification']);
    expect([screenOf({ id: 'office-payment-create-request' }), screenOf({ id: 'office-payment-subtopic' })]).toEqual(['office-payment-form', 'office-payment-form']);
    expect(screenOf({ id: 'casino' })).toBe('casino-lobby');
    expect(['slots', 'bingo', 'provider', 'casino-search', 'othergames', 'favorites', 'my-casino'].map((id) => screenOf({ id }))).toEqual(Array(7).fill('casino-lobby'));
    expect([screenOf({ id: 'slots-game' }), screenOf({ id: 'casino-game' }), screenOf({ id: 'providers' }), screenOf({ id: 'keno-thank-you' })]).toEqual(['casino-game', 'casino-game', 'casino-providers', 'casino-thank-you']);
    expect([screenOf({ id: 'bonus-casino' }), screenOf({ id: 'tournaments' })]).toEqual(['pending', 'pending']);
    expect(screenOf({ id: 'information-contacts' })).toBe('information');
    expect(screenOf({ id: 'rules' })).toBe('information');
    expect(screenOf({ id: 'information-betting-calculator' })).toBe('pending');
    expect(screenOf(undefined)).toBe('not-found');
  });

  it('gives 50 screens to routes of their own (19, information, demo mailbox, 5 of money movement, responsible gaming, settings, security, account, bet history, bonuses, cashback, promotion, bring a friend, rewards, share an idea, support, verification, convert account, QR sign-in and the page its code opens, 4 of payment requests, 4 of the casino) and 7 routes the status screen; the rest are pending', () => {
    const kinds = ROUTES.filter((r) => !r.redirect).map((r) => screenOf(r));
    expect(kinds.filter((k) => k === 'status')).toHaveLength(7);
    expect(new Set(kinds.filter((k) => k !== 'status' && k !== 'pending')).size).toBe(50);
    expect([screenOf({ id: 'office-settings' }), screenOf({ id: 'office-security' }), screenOf({ id: 'office-account' })]).toEqual(['office-settings', 'office-security', 'office-account']);
    // Two sections share the bonuses page and two programmes the cashback page.
    expect(['office-bonuses-deposit', 'office-bonuses-wager', 'office-vip-cashback', 'office-premium-cashback', 'office-promotion', 'office-bring-friend', 'office-rewards', 'office-share-idea'].map((id) => screenOf({ id }))).toEqual([
      'office-bonuses',
      'office-bonuses',
      'office-cashback',
      'office-cashback',
      'office-promotion',
      'office-bring-friend',
      'office-rewards',
      'office-share-idea',
    ]);
  });

  it('draws the layouts without navigation in the bare frame', () => {
    expect(frameOf('main')).toBe('main');
    expect(frameOf('office')).toBe('office');
    expect(frameOf('casino')).toBe('casino');
    expect(frameOf('headless')).toBe('bare');
    expect(frameOf('empty')).toBe('bare');
    expect(frameOf('maintenance')).toBe('bare');
    expect(frameOf('blocked')).toBe('bare');
  });

  it('falls back to the pending page for a screen an app does not have', () => {
    const Pending = () => null;
    const NotFound = () => null;
    const ServerError = () => null;
    const Home = () => null;
    const screens = { home: Home, pending: Pending, 'not-found': NotFound, 'server-error': ServerError };
    expect(screenFor(screens, screenOf({ id: 'home' }))).toBe(Home);
    expect(screenFor(screens, screenOf({ id: 'sports-section' }))).toBe(Pending);
    expect(screenFor(screens, screenOf({ id: 'server-error' }))).toBe(ServerError);
    expect(missingPages(screens, ROUTES, screenOf)).toEqual([]);
  });
});
