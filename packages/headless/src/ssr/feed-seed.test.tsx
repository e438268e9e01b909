// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement, type ReactNode } from 'react';
import { useGame, useLiveGames, useTopGames } from '@bf/headless/sports';
import { fakeFeed, feedDetail, feedGame, liveGame, sportsWrapper, testServices } from '../sports/sports-test-kit.tsx';
import { FeedSeedProvider, feedSeedScript, readFeedSeed, type FeedSeed } from './feed-seed.tsx';
import { bettingFeedLoader, combineFeedLoaders, contentFeedLoader, createPageFeedMemo, loadFeeds, sharedFeedLoader } from './feed-loader.ts';
import { createContentApi } from '@bf/api-client/content';
import { createHttpClient } from '@bf/api-client/http';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const NOW = Date.parse('2030-05-13T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function seededWrapper(fetch: typeof globalThis.fetch, seed: FeedSeed, collect?: (key: readonly unknown[]) => void) {
  const services = testServices(fetch);
  const Inner = await sportsWrapper(services);
  const Wrapper = ({ children }: { children: ReactNode }) => createElement(FeedSeedProvider, { seed, collect }, createElement(Inner, null, children));
  return { services, Wrapper };
}

describe('feed seed: lists rendered with the answers the server had', () => {
  it('the server first pass notes each feed a page asks for; the second renders the games with their prices', async () => {
    const feed = fakeFeed(() => undefined);
    const wanted: unknown[] = [];
    const first = await seededWrapper(feed.fetch, { answers: {}, readAt: 0 }, (key) => wanted.push(key));
    let seen: { isLoading: boolean; games: { id: number }[] } | undefined;
    function Probe() {
      seen = useTopGames();
      return null;
    }
    renderToString(createElement(first.Wrapper, null, createElement(Probe)));
    expect(wanted).toEqual([['betting', 'top', 'en']]);
    expect(seen?.isLoading).toBe(true);

    const answers = { '["betting","top","en"]': { games: [liveGame(7, {}, [2.1, 3.3, 3.9])] } };
    const second = await seededWrapper(feed.fetch, { answers, readAt: 0 });
    renderToString(createElement(second.Wrapper, null, createElement(Probe)));
    expect(seen?.isLoading).toBe(false);
    expect(seen?.games.map((game) => game.id)).toEqual([7]);
    // The odds buttons read the store: it holds the seeded prices.
    expect(second.services.odds.price(71).coef).toBe(2.1);
    expect(feed.calls).toEqual([]);
  });

  it('the browser adopts a seeded live list without asking at hydration, then polls at the list interval (5 s for football)', async () => {
    const feed = fakeFeed(() => ({ games: [liveGame(1, {}, [1.5, 3, 6])] }));
    const answers = { '["betting","live",1,"en"]': { games: [liveGame(1, {}, [1.9, 3, 4])] } };
    const { services, Wrapper } = await seededWrapper(feed.fetch, { answers, readAt: NOW });
    const { result } = renderHook(() => useLiveGames(1), { wrapper: Wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.games.map((game) => game.id)).toEqual([1]);
    expect(services.odds.price(11).coef).toBe(1.9);
    await advance(4_999);
    expect(feed.callsTo('/live')).toHaveLength(0);
    await advance(1);
    expect(feed.callsTo('/live')).toHaveLength(1);
    expect(services.odds.price(11).coef).toBe(1.5);
  });

  it('a seed older than one interval (the page came back from another) is asked again at once', async () => {
    const feed = fakeFeed(() => ({ game: feedDetail(feedGame(2)) }));
    const answers = { '["betting","game",2,"en"]': feedDetail(feedGame(2)) };
    const { Wrapper } = await seededWrapper(feed.fetch, { answers, readAt: NOW - 15_000 });
    const { result } = renderHook(() => useGame(2), { wrapper: Wrapper });
    expect(result.current.game?.id).toBe(2);
    await advance(0);
    expect(feed.callsTo('/games/2')).toHaveLength(1);
  });

  it('a key the seed lacks loads in the browser as before', async () => {
    const feed = fakeFeed(() => ({ games: [feedGame(3)] }));
    const { Wrapper } = await seededWrapper(feed.fetch, { answers: { '["betting","top","de"]': { games: [] } }, readAt: NOW });
    const { result } = renderHook(() => useTopGames(), { wrapper: Wrapper });
    expect(result.current.isLoading).toBe(true);
    await advance(0);
    expect(feed.callsTo('/top')).toHaveLength(1);
    expect(result.current.games.map((game) => game.id)).toEqual([3]);
  });
});

describe('feed seed in the page', () => {
  it('cannot close its script element or carry markup, and reads back what was written', () => {
    const answers = { '["betting","top","en"]': { games: [{ team1: '</script><script>alert(1)</script>', team2: 'A\u2028B' }] } };
    const script = feedSeedScript(answers, 'n0"nce');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('nonce="n0nce"');
    document.body.innerHTML = script;
    expect(readFeedSeed(document, 5).answers).toEqual(answers);
    expect(readFeedSeed(document, 5).readAt).toBe(5);
  });

  it('no answers: no element; a broken element reads as no seed', () => {
    expect(feedSeedScript({}, 'n')).toBe('');
    document.body.innerHTML = '<script type="application/json" id="bf-feed-seed">{broken</script>';
    expect(readFeedSeed(document, 1)).toEqual({ answers: {}, readAt: 1 });
  });
});

describe('server feed loading', () => {
  it('maps the first view keys to feed calls and leaves out keys it does not seed', async () => {
    const feed = fakeFeed((call) =>
      call.path === '/games/402'
        ? { game: feedDetail(feedGame(402)) }
        : call.path === '/champs/101/games'
          ? { champ: { id: 101, sportId: 1, country: 'GB', name: 'EPL', isTop: true }, section: 'line', timeFilter: 6, games: [] }
          : { games: [] },
    );
    const load = bettingFeedLoader(testServices(feed.fetch).api);
    const answers = await loadFeeds(
      [
        ['betting', 'top', 'en'],
        ['betting', 'live', 0, 'de'],
        ['betting', 'game', 402, 'en'],
        ['betting', 'champ-games', 101, 'line', 6, 'en'],
        ['betting', 'results', '', 'en'],
        ['betting', 'odds', '1,2'],
      ],
      load,
      1_000,
    );
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(['["betting","top","en"]', '["betting","live",0,"de"]', '["betting","champ-games",101,"line",6,"en"]']));
    expect(Object.keys(answers)).not.toContain('["betting","results","","en"]');
    expect(Object.keys(answers)).not.toContain('["betting","odds","1,2"]');
    expect(feed.calls.map((call) => call.path).sort()).toEqual(['/champs/101/games', '/games/402', '/live', '/top']);
  });

  it('seeds an information page by its content key, beside the betting keys', async () => {
    const asked: string[] = [];
    const page = { slug: 'contacts', lang: 'de', title: 'Kontakte', blocks: [] };
    const fetchPage = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
    };
    const load = combineFeedLoaders(bettingFeedLoader(testServices(fakeFeed(() => ({ games: [] })).fetch).api), contentFeedLoader(createContentApi(createHttpClient({ baseUrl: '', fetch: fetchPage }))));
    const answers = await loadFeeds([['content', 'page', 'contacts', 'de'], ['content', 'page', 7, 'de'], ['betting', 'top', 'en']], load, 1_000);
    expect(answers['["content","page","contacts","de"]']).toEqual(page);
    expect(Object.keys(answers)).not.toContain('["content","page",7,"de"]');
    expect(asked).toEqual(['/web-api/content/v1/pages/contacts?lang=de']);
  });

  it('a call that fails or outlasts the timeout is left out, the others kept', async () => {
    const pending = loadFeeds(
      [['a'], ['b'], ['c']],
      (key, signal) =>
        key[0] === 'a'
          ? Promise.resolve('A')
          : key[0] === 'b'
            ? Promise.reject(new Error('down'))
            : new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      800,
    );
    await vi.advanceTimersByTimeAsync(799);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const answers = await pending;
    expect(answers).toEqual({ '["a"]': 'A' });
  });
});

describe('server feed sharing', () => {
  it('one call serves every page rendered within a second of it; a failed call is asked again', async () => {
    let clock = 0;
    const calls: string[] = [];
    let fail = false;
    const shared = sharedFeedLoader(
      (key) => {
        calls.push(String(key[1]));
        return fail ? Promise.reject(new Error('down')) : Promise.resolve(key[1]);
      },
      1_000,
      { now: () => clock },
    );
    const signal = new AbortController().signal;
    await shared(['betting', 'top', 'en'], signal);
    clock = 999;
    await shared(['betting', 'top', 'en'], signal);
    expect(calls).toEqual(['top']);
    clock = 1_000;
    fail = true;
    await expect(shared(['betting', 'top', 'en'], signal)).rejects.toThrow('down');
    fail = false;
    await shared(['betting', 'top', 'en'], signal);
    expect(calls).toEqual(['top', 'top', 'top']);
  });

  it('remembers the keys of the latest pages (a set number), the oldest forgotten first', () => {
    const memo = createPageFeedMemo(2);
    memo.remember('/en', [['betting', 'top', 'en']]);
    memo.remember('/en/home/live', [['betting', 'live', 0, 'en']]);
    memo.remember('/de', [['betting', 'top', 'de']]);
    expect(memo.keysOf('/en')).toEqual([]);
    expect(memo.keysOf('/en/home/live')).toEqual([['betting', 'live', 0, 'en']]);
    expect(memo.keysOf('/de')).toEqual([['betting', 'top', 'de']]);
    expect(createPageFeedMemo().keysOf('/en')).toEqual([]);
  });
});
