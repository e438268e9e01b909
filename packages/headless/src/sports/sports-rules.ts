/**
 * Pure rules of the sports pages (spec: site-routes §2 sports routes; auth-limits §9 time filters; RULES SPORT-013..019):
 * which sport a URL names, grouping by championship and sport, the live clock, polling intervals (time filters are in
 * time-filters.ts, grouping by country in country-groups.ts).
 * No React, no network.
 */
import type { FeedSection } from '@bf/api-client/betting';
import { POLLING_MS, livePollingMs } from '../settings/polling.ts';
import type { SportsGame } from './sports-types.ts';

/** One sport of the feed with the menu slug and icon the site uses for it. */
export interface SportInfo {
  id: number;
  /** The `menuSection` of its links, as the navigation's sports menu writes it (`icehockey`). */
  slug: string;
  /** The feed's own slug (`ice-hockey`). */
  feedSlug: string;
  /** Icon and `common:sportsNames.*` key. */
  key: string;
}

/** The feed's sports in menu order (docs/api-sports.md: ids 1, 4, 3, 2, 6, 10, 40, 56). */
export const SPORTS: readonly SportInfo[] = [
  { id: 1, slug: 'football', feedSlug: 'football', key: 'football' },
  { id: 4, slug: 'tennis', feedSlug: 'tennis', key: 'tennis' },
  { id: 3, slug: 'basketball', feedSlug: 'basketball', key: 'basketball' },
  { id: 2, slug: 'icehockey', feedSlug: 'ice-hockey', key: 'iceHockey' },
  { id: 6, slug: 'volleyball', feedSlug: 'volleyball', key: 'volleyball' },
  { id: 10, slug: 'tabletennis', feedSlug: 'table-tennis', key: 'tableTennis' },
  { id: 40, slug: 'esports', feedSlug: 'esports', key: 'esports' },
  { id: 56, slug: 'mma', feedSlug: 'mma', key: 'mma' },
];

/** The sport a URL segment names: its menu slug, the feed slug or the id; undefined for anything else. */
export function sportOfSlug(segment: string | undefined): SportInfo | undefined {
  if (!segment) return undefined;
  const plain = segment.toLowerCase().replace(/[-_]/g, '');
  return SPORTS.find((sport) => sport.slug === plain || String(sport.id) === plain);
}

/** The sport with this id; an id the site does not know gets its number as slug and the generic icon. */
export function sportInfo(id: number, log: (message: string, id: number) => void = warnOnce): SportInfo {
  const known = SPORTS.find((sport) => sport.id === id);
  if (known) return known;
  // A sport this site has no icon for: its routes and rows draw football's, and it is logged only (S2 §8 "unknown route icon"; ERR-015).
  log('unknown route icon', id);
  return { id, slug: String(id), feedSlug: String(id), key: 'football' };
}

const warned = new Set<number>();
function warnOnce(message: string, id: number) {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(message, id);
}

/**
 * The id at the start of a path segment (`101-england-premier-league` → 101); undefined when there is none.
 * Names after the id are for people and search engines; only the id is read.
 */
export function idOfParam(segment: string | undefined): number | undefined {
  const match = segment ? /^(\d{1,10})(?:-|$)/.exec(segment) : null;
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** A readable ASCII slug of a name (accents dropped, other scripts left out), at most 60 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `id-slug`, or just the id when the name has nothing ASCII. */
export function idSlug(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** Results and championship tables change only when a game ends; the feed caches them for 60 s. */
export const RESULTS_POLLING_MS = 60_000;

/**
 * How often a list polls (SPORT-018, SPORT-019): the line every 15 s; a live list 3 s for fast sports and
 * 5 s otherwise (a list of every sport counts as a football list).
 */
export function listPollingMs(section: FeedSection, sportId?: number): number {
  return section === 'live' ? livePollingMs(sportId ?? 0, 'list') : POLLING_MS.line;
}

/** How often one game polls: 2 s while live, 15 s before the start, never once finished. */
export function gamePollingMs(game: Pick<SportsGame, 'status' | 'sportId'> | undefined): number {
  if (!game) return POLLING_MS.line;
  if (game.status === 'finished') return 0;
  return game.status === 'live' ? livePollingMs(game.sportId, 'game') : POLLING_MS.line;
}

/** Games of one championship. */
export interface ChampGroup<G> {
  champId: number;
  champName: string;
  sportId: number;
  sportName: string;
  games: G[];
}

/** Games grouped by championship, in list order. */
export function groupGamesByChamp<G extends Pick<SportsGame, 'champId' | 'champName' | 'sportId' | 'sportName'>>(games: readonly G[]): ChampGroup<G>[] {
  const groups = new Map<number, ChampGroup<G>>();
  for (const game of games) {
    let group = groups.get(game.champId);
    if (!group) {
      group = { champId: game.champId, champName: game.champName, sportId: game.sportId, sportName: game.sportName, games: [] };
      groups.set(game.champId, group);
    }
    group.games.push(game);
  }
  return [...groups.values()];
}

/** A sport's games, grouped by championship. */
export interface SportGroup<G> {
  sportId: number;
  sportName: string;
  champs: ChampGroup<G>[];
}

/** Games grouped by sport, then championship, in list order. */
export function groupGamesBySport<G extends Pick<SportsGame, 'champId' | 'champName' | 'sportId' | 'sportName'>>(games: readonly G[]): SportGroup<G>[] {
  const sports = new Map<number, G[]>();
  for (const game of games) sports.set(game.sportId, [...(sports.get(game.sportId) ?? []), game]);
  return [...sports.entries()].map(([sportId, list]) => ({ sportId, sportName: list[0]?.sportName ?? '', champs: groupGamesByChamp(list) }));
}

/** What a sport's periods are called. */
export type PeriodKind = 'half' | 'period' | 'quarter' | 'set' | 'map' | 'round';

/** The unit of play per sport: football halves, ice hockey periods, basketball quarters, sets, maps, rounds. */
export function periodKind(sportId: number): PeriodKind {
  switch (sportId) {
    case 1:
      return 'half';
    case 2:
      return 'period';
    case 3:
      return 'quarter';
    case 40:
      return 'map';
    case 56:
      return 'round';
    default:
      return 'set';
  }
}

/** Sports whose clock the page shows (timed sports); the others show only the set or map. */
const TIMED_SPORTS: readonly number[] = [1, 2, 3, 56];

/** What the live clock shows: the period (1-based, its kind) and, in timed sports, the minute or mm:ss. */
export interface GameClock {
  period: number;
  periodKind: PeriodKind;
  /** Football: the running minute (`67'`). */
  minute: number | null;
  /** Ice hockey, basketball, MMA: the game clock as `mm:ss`. */
  clock: string | null;
}

/** The live clock of a game; null before the start and after the end. */
export function gameClock(game: Pick<SportsGame, 'status' | 'sportId' | 'period' | 'gameTime'>): GameClock | null {
  if (game.status !== 'live') return null;
  const kind = periodKind(game.sportId);
  const seconds = Math.max(0, Math.floor(game.gameTime));
  const timed = TIMED_SPORTS.includes(game.sportId);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    period: Math.max(1, game.period),
    periodKind: kind,
    minute: game.sportId === 1 ? Math.floor(seconds / 60) + 1 : null,
    clock: timed && game.sportId !== 1 ? `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}` : null,
  };
}

/** A UTC day `YYYY-MM-DD` some days before `now` (results pages: today and the days before). */
export function utcDay(now: number, daysBack = 0): string {
  return new Date(now - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The heading a market shows on a game page: none when it would repeat its group's name, and none for the second
 * and later lines of one market kind (Total goals 1.5, 2.5, 3.5… share one heading).
 */
export function marketTitle(group: { name: string; markets: readonly { name: string }[] }, index: number): string | undefined {
  const market = group.markets[index];
  if (!market) return undefined;
  if (group.markets.length === 1 && market.name === group.name) return undefined;
  return index > 0 && group.markets[index - 1]?.name === market.name ? undefined : market.name;
}
