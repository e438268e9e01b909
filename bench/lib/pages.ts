import { httpGetOk } from './http.ts';

/** The user agents the server picks each app by (a phone's, not ?platform_type=mobile: that also sets a cookie). */
export const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export const HOME_PATH = '/en';
export const LIVE_PATH = '/en/home/live';

interface TopGame {
  id: number;
  status: string;
  marketsCount: number;
  sportId: number;
  champId: number;
  champName: string;
  team1: string;
  team2: string;
}

/**
 * A game page with markets: the top games' pre-match game with the most markets (a pre-match page stays the same
 * through a run; a live game may end in the middle of it).
 */
export async function gamePath(origin: string): Promise<string> {
  const { body } = await httpGetOk(`${origin}/web-api/betting/v1/top?lang=en`);
  const { games } = JSON.parse(body.toString('utf8')) as { games: TopGame[] };
  const line = games.filter((game) => game.status === 'line').sort((a, b) => b.marketsCount - a.marketsCount);
  const game = line[0] ?? games[0];
  if (!game) throw new Error('the top games are empty: no game page to measure');
  const { sportsLinks } = await import('@bf/headless/sports');
  return sportsLinks('en').game({ ...game, status: game.status === 'live' ? 'live' : 'line' });
}
