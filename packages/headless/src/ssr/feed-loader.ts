import type { BettingApi, FeedTimeFilter } from '@bf/api-client/betting';

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
