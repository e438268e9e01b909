// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderAndHydrate } from '@bf/headless/testing';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createRoutes } from '../app-routes.tsx';

const config = { ...FALLBACK_SITE_CONFIG, companyName: 'BetFront', availableRoutes: [1, 2, 3, 9, 72] };

const bet = (id: string, coef: number, gameId: number) => ({
  market: { id, coef, sportId: 1, typeId: gameId, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League', gameId, champId: 1, marketName: 'Match result', outcomeName: '1' },
  blockId: null, statusId: -1, typeId: 1, team1Name: `Home ${id}`, team2Name: `Away ${id}`, team1Score: null, team2Score: null, gameStatusId: 1, startTime: null,
  isBlocked: false, isDepend: false, isBannedExpress: false, isDisabledBanker: false, expressId: null, statisticId: null, playersDuel: null, pageType: null,
  gameTime: null, isLiveInLive: false, isFinished: false,
});

afterEach(() => localStorage.clear());

describe('mobile bet slip', () => {
  it('renders empty on the server, hydrates without a mismatch, then shows the saved coupon', async () => {
    localStorage.setItem('bf-coupon', JSON.stringify({ bets: [bet('11', 2, 1), bet('12', 3, 2)], amount: 150, settings: {} }));
    const { result, errors } = await renderAndHydrate(createRoutes, config, '/en');
    expect(result.kind).toBe('html');
    expect(result.kind === 'html' && result.appHtml).toContain('Your bet slip is empty');
    expect(errors).toEqual([]);
    // The slip's code loads right after hydration (lazily: on a busy machine that can take seconds).
    let button: HTMLButtonElement | undefined;
    await vi.waitFor(async () => {
      await act(async () => undefined);
      button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Bet slip (2)'));
      expect(button).toBeDefined();
    }, { timeout: 15_000 });
    await act(async () => button!.click());
    const slip = document.querySelector('[role="dialog"][aria-labelledby]');
    expect(slip?.querySelectorAll('ul[aria-label="Selections"] > li')).toHaveLength(2);
    expect(slip?.textContent).toContain('Home 11 – Away 11');
    expect(slip?.textContent).toContain('Match result: 1');
    expect(slip?.textContent).toContain('₽900');
  });
});
