// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { missingPages, type ScreenKind } from '@bf/headless/router';
import { SCREEN_FILES } from '@bf/headless/screen-files';
import { ROUTES, screenOf } from '@bf/headless/routes';
import { renderAndHydrate } from '@bf/headless/testing';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createRoutes, screens } from './app-routes.tsx';
import { screens as screenTable } from './screen-table.ts';
import de from '@bf/headless/locales/de/common.json';

const config = {
  ...FALLBACK_SITE_CONFIG,
  companyName: 'BetFront',
  isRegistrationAllowed: true,
  availableRoutes: [1, 2, 3, 9, 72],
  languages: [
    { code: 'en', name: 'English', nativeName: 'English', isHiddenForGuests: false },
    { code: 'de', name: 'German', nativeName: 'Deutsch', isHiddenForGuests: false },
  ],
};

describe('mobile app', () => {
  it('has a page for every route of the route table', () => {
    expect(missingPages({ ...screenTable, ...screens }, ROUTES, screenOf)).toEqual([]);
  });

  it('loads every screen headless names from its file here, with the sports section and sign-in among them', async () => {
    const kinds = Object.keys(SCREEN_FILES) as ScreenKind[];
    expect(kinds).toContain('sports-section');
    expect(kinds).toContain('login');
    for (const kind of kinds) {
      const screen = screenTable[kind];
      expect(screen && 'lazy' in screen, kind).toBe(true);
      if (screen && 'lazy' in screen) expect(typeof (await screen.lazy()), kind).toBe('function');
    }
  }, 120000);

  it.each(['/en', '/de', '/en/news', '/en/maintenance-is-not-a-route', '/en/print-coupon/12'])('renders %s on the server and hydrates it without a mismatch', async (path) => {
    const { result, errors } = await renderAndHydrate(createRoutes, config, path);
    expect(result.kind).toBe('html');
    expect(errors).toEqual([]);
    expect(document.querySelector('h1, h2')).not.toBeNull();
  });

  it('answers an unknown path with 404 and the not-found text', async () => {
    const { result } = await renderAndHydrate(createRoutes, config, '/en/no/such/page');
    expect(result).toMatchObject({ kind: 'html', status: 404 });
    expect(document.body.textContent).toContain('This page could not be found');
  });

  it('shows the 404 page with the site navigation even when the path almost matched a landing route', async () => {
    const { result } = await renderAndHydrate(createRoutes, config, '/en/nope');
    expect(result).toMatchObject({ kind: 'html', status: 404 });
    expect(document.querySelector('nav')).not.toBeNull();
  });

  it('renders German texts under /de', async () => {
    await renderAndHydrate(createRoutes, config, '/de');
    expect(document.querySelector('h1')?.textContent).toBe(de.home.heroTitle);
    expect(document.querySelector('a[href="/de/home/live"]')).not.toBeNull();
  });

  it('redirects a path without a language and an office page for a visitor', async () => {
    expect((await renderAndHydrate(createRoutes, config, '/multi?x=1')).result).toMatchObject({ kind: 'redirect', location: '/en/multi?x=1' });
    expect((await renderAndHydrate(createRoutes, config, '/en/office/history')).result).toMatchObject({ kind: 'redirect', location: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory' });
  });
});
