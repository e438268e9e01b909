// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAndHydrate } from '@bf/headless/testing';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createRoutes } from '../app-routes.tsx';

const config = {
  ...FALLBACK_SITE_CONFIG,
  companyName: 'BetFront',
  availableRoutes: [1, 2, 3, 9, 72],
  languages: [{ code: 'en', name: 'English', nativeName: 'English', isHiddenForGuests: false }],
};

const outcome = (id: number, type: string, coef: number) => ({ id, type, name: type, coef, isBlocked: false });
const game = {
  id: 381,
  sportId: 1,
  champId: 101,
  sportName: 'Football',
  champName: 'England. Premier League',
  team1: 'Newcastle United',
  team2: 'Manchester City',
  startAt: '2030-05-13T11:30:00.000Z',
  status: 'line',
  isLive: false,
  gameStatusId: 1,
  score: null,
  periodScores: [],
  period: 0,
  gameTime: 0,
  isTop: true,
  marketsCount: 8,
  mainMarket: { id: 251, gameId: 381, type: '1x2', groupId: 1, group: 'result', name: 'Match result', kind: 1, param: null, isBlocked: false, outcomes: [outcome(624, '1', 1.53), outcome(625, 'X', 4.04), outcome(626, '2', 4.99)] },
};
const FEED: Record<string, unknown> = {
  '/web-api/betting/v1/sports': { section: 'line', sports: [{ id: 1, slug: 'football', name: 'Football', gamesCount: 1, champsCount: 1 }] },
  '/web-api/betting/v1/sports/1/champs': { sport: { id: 1, slug: 'football', name: 'Football' }, section: 'line', champs: [{ id: 101, sportId: 1, country: 'GB', name: 'England. Premier League', isTop: true, gamesCount: 1 }] },
  '/web-api/betting/v1/champs/101/games': { champ: { id: 101, sportId: 1, country: 'GB', name: 'England. Premier League', isTop: true }, section: 'line', timeFilter: 0, games: [game] },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('mobile sports section page', () => {
  it('renders fixed-height skeletons on the server, hydrates without a mismatch, then shows the feed', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const body = FEED[new URL(String(input), 'http://localhost').pathname];
      return new Response(JSON.stringify(body ?? { errors: [{ code: 'not_found', detail: 'none' }] }), { status: body ? 200 : 404 });
    });
    const { result, errors } = await renderAndHydrate(createRoutes, config, '/en/home/line/football');
    expect(result).toMatchObject({ kind: 'html', status: 200 });
    if (result.kind !== 'html') return;
    // The server sent the page with its heading and skeleton rows, no prices.
    expect(result.appHtml).toContain('aria-busy="true"');
    expect(result.appHtml).not.toContain('4.99');
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Football');

    const button = await screen.findByRole('button', { name: /^[12] 4\.99, .+, Manchester City to win$/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: /England\. Premier League/ })).not.toBeNull();
    expect(within(document.querySelector('main')!).getByRole('link', { name: /^Newcastle United\s*–\s*Manchester City$/ }).getAttribute('href')).toBe('/en/home/line/football/1/101-england-premier-league/381-newcastle-united-manchester-city');

    await act(async () => void fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole('button', { name: /^[12] 4\.99, .+, Manchester City to win$/ }).getAttribute('aria-pressed')).toBe('true'));

    await act(async () => void fireEvent.change(screen.getByLabelText('Odds format'), { target: { value: '1' } }));
    expect(await screen.findByRole('button', { name: /^[12] 4\/1, .+, Manchester City to win$/ })).not.toBeNull();
    expect(screen.getByRole('button', { name: /^[12] 8\/15, .+, Newcastle United to win$/ })).not.toBeNull();
  });
});
