// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderAndHydrate } from '@bf/headless/testing';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createRoutes } from '../app-routes.tsx';

// ROUTE-070: a route's flags hide parts of the layout. A sports game page hides the bottom navigation;
// the sports section beside it keeps it.

const config = {
  ...FALLBACK_SITE_CONFIG,
  companyName: 'BetFront',
  availableRoutes: [1, 2, 3, 9, 72],
  languages: [{ code: 'en', name: 'English', nativeName: 'English', isHiddenForGuests: false }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bottomNavigation = () => document.querySelector('nav[aria-label="Menu"]');

describe('mobile layout flags (ROUTE-070)', () => {
  it('keeps the bottom navigation on a sports section and hides it on a game page', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ errors: [{ code: 'not_found', detail: 'none' }] }), { status: 404 }));
    await renderAndHydrate(createRoutes, config, '/en/home/line/football');
    expect(bottomNavigation()).not.toBeNull();
    cleanup();
    await renderAndHydrate(createRoutes, config, '/en/home/line/football/1/101-england-premier-league/381-newcastle-united-manchester-city');
    expect(document.querySelector('main')).not.toBeNull();
    expect(bottomNavigation()).toBeNull();
  });
});
