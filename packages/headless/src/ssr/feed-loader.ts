import type { BettingApi, FeedTimeFilter } from '@bf/api-client/betting';
import { CONFIG_GROUPS, type BffApi, type ConfigGroup } from '@bf/api-client/bff';
import type { ContentApi } from '@bf/api-client/content';
import type { SeoApi } from '@bf/api-client/web-api/seo';

/** Asks the API for one feed key's answer on the server; undefined for keys the server does not seed. */
export type FeedLoader = (key: readonly unknown[], signal: AbortSignal) => Promise<unknown> | undefined;

const section = (value: unknown) => (value === 'live' ? 'live' : 'line');
const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);
const TIME_FILTERS: readonly unknown[] = [0, 1, 2, 3, 6];

/**
 * The feed calls a first view shows, by their SWR key (`bettingKeys` of the api-client): sports menus,
 * championships, a championship's games, the live list, top games and one game. Results, championship tables and
 * the odds poll are not seeded: they load after the page, as before.
 */
export function bettingFeedLoader(api: BettingApi): FeedLoader {
  return (key, signal) => {
    if (key[0] !== 'betting' || typeof key.at(-1) !== 'string') return undefined;
    const lang = key.at(-1) as string;
    const options = { signal };
    switch (key[1]) {
      case 'top':
        return api.getTop(lang, options);
      case 'live': {
        const sportId = id(key[2]);
        return api.getLive(lang, sportId, options);
      }
      case 'sports':
        return api.getSports(lang, section(key[2]), options);
      case 'champs': {
        const sportId = id(key[2]);
        return sportId ? api.getChamps(sportId, lang, section(key[3]), options) : undefined;
      }
      case 'champ-games': {
        const champId = id(key[2]);
        const filter = TIME_FILTERS.includes(key[4]) ? (key[4] as FeedTimeFilter) : undefined;
        return champId && filter !== undefined ? api.getChampGames(champId, lang, section(key[3]), filter, options) : undefined;
      }
      case 'game': {
        const gameId = id(key[2]);
        return gameId ? api.getGame(gameId, lang, options) : undefined;
      }
      default:
        return undefined;
    }
  };
}

/** Information pages by their key (`contentKeys.page`): the server renders a policy or the contacts with their text. */
export function contentFeedLoader(api: ContentApi): FeedLoader {
  return (key, signal) => {
    const [service, kind, slug, lang] = key;
    if (service !== 'content' || kind !== 'page' || typeof slug !== 'string' || typeof lang !== 'string') return undefined;
    return api.getPage(slug, lang, { signal });
  };
}

/** The page's SEO text by its key (`seoKeys.content`): the SEO block is in the server's HTML (SEO-003). */
export function seoFeedLoader(api: Pick<SeoApi, 'getContent'>): FeedLoader {
  return (key, signal) => {
    const [service, kind, path, lang] = key;
    if (service !== 'seo' || kind !== 'content' || typeof path !== 'string' || typeof lang !== 'string') return undefined;
    return api.getContent(path, lang, signal);
  };
}

/**
 * Site-config groups by their key (`bffKeys.configGroups`): the coupon's flags are in the server's HTML, so the slip
 * renders with its features at once and the browser neither asks for them nor checks the answer again.
 */
export function bffConfigFeedLoader(api: Pick<BffApi, 'getConfigGroups'>): FeedLoader {
  return (key) => {
    const [service, kind, scope, groups, lang] = key;
    if (service !== 'bff' || kind !== 'config' || scope !== 'group' || typeof groups !== 'string' || typeof lang !== 'string') return undefined;
    const names = groups.split(',');
    // Only the groups the BFF knows: a key is a string a page built, never a way to ask for anything else.
    if (!names.every((name): name is ConfigGroup => (CONFIG_GROUPS as readonly string[]).includes(name))) return undefined;
    return api.getConfigGroups(names, lang);
  };
}

/** The first loader that knows a key answers it. */
export function combineFeedLoaders(...loaders: FeedLoader[]): FeedLoader {
  return (key, signal) => {
    for (const load of loaders) {
      const answer = load(key, signal);
      if (answer) return answer;
    }
    return undefined;
  };
}

/**
 * Asks for every wanted key at once and keeps the answers that came within `timeoutMs`; a failed or slow call
 * leaves its key out, and the page shows that list's skeleton and loads it in the browser as before.
 */
export async function loadFeeds(wanted: Iterable<readonly unknown[]>, load: FeedLoader, timeoutMs: number): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const answers: Record<string, unknown> = {};
  try {
    await Promise.all(
      [...wanted].map(async (key) => {
        const call = load(key, controller.signal);
        if (!call) return;
        try {
          answers[JSON.stringify(key)] = await call;
        } catch {
          // Left out: the browser asks for it.
        }
      }),
    );
  } finally {
    clearTimeout(timer);
  }
  return answers;
}

/**
 * Shares one feed call between the pages rendered within `ttlMs` of it: top games and live lists are the same for
 * every visitor, so a busy server asks the API once a second per list, not once a page. A failed call is not kept.
 */
export function sharedFeedLoader(load: FeedLoader, ttlMs: number, { now = Date.now, maxKeys = 500 }: { now?: () => number; maxKeys?: number } = {}): FeedLoader {
  const calls = new Map<string, { at: number; answer: Promise<unknown> }>();
  return (key, signal) => {
    const id = JSON.stringify(key);
    const kept = calls.get(id);
    if (kept && now() - kept.at < ttlMs) return kept.answer;
    const answer = load(key, signal);
    if (!answer) return undefined;
    if (calls.size >= maxKeys) calls.clear();
    calls.set(id, { at: now(), answer });
    answer.catch(() => {
      if (calls.get(id)?.answer === answer) calls.delete(id);
    });
    return answer;
  };
}

/**
 * The feed keys each page asked for last time (by path and query), so the next render of that page asks the API
 * first and renders once; at most `maxPages` pages are kept (the oldest goes first).
 */
export function createPageFeedMemo(maxPages = 1_000) {
  const pages = new Map<string, readonly (readonly unknown[])[]>();
  return {
    keysOf: (page: string) => pages.get(page) ?? [],
    remember(page: string, keys: readonly (readonly unknown[])[]) {
      pages.delete(page);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(page, keys);
    },
  };
}
export type PageFeedMemo = ReturnType<typeof createPageFeedMemo>;
