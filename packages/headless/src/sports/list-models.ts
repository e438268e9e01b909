import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { sportInfo } from './sports-rules.ts';
import type { SportsGame, SportsMarket, SportsOutcome } from './sports-types.ts';
import type { SportsLinks } from './use-sports-route.ts';
import type { FeedResult } from './feed-result.ts';
import { useGameText, type GameTimeText } from './use-game-text.ts';
import { teamCrest, type TeamCrest } from './team-crest.ts';
import { withLazyProperties } from '../env/lazy-property.ts';
import { useOddsButton } from './use-odds-button.ts';

// The parts every sports list shows (feed states, championship blocks, game rows, odds cells, the page's
// controls), derived and translated once for both apps. Lists that tick hand out leaf models: each odds cell has
// its own `useModel()` hook, so a price change re-renders one button, and a row's model is kept per game object,
// so a poll that brings the same game (see game-share) re-renders nothing.

/** What a list shows while its feed loads, fails or is empty. */
export interface FeedViewModel {
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The skeleton's accessible name. */
  loadingLabel: string;
  /** How many skeleton blocks and rows keep the page from jumping when the feed comes. */
  skeleton: { blocks: number; rows: number };
  errorText: string;
  retry: { label: string; onPress(): void };
  emptyText: string;
}

export interface FeedViewOptions {
  isEmpty: boolean;
  emptyText?: string;
  blocks?: number;
  rows?: number;
}

/** A feed's state as a list shows it (loading wins, then error, then empty). */
export function feedView(t: TFunction, feed: FeedResult, { isEmpty, emptyText = '', blocks = 2, rows = 4 }: FeedViewOptions): FeedViewModel {
  const status = feed.isLoading ? 'loading' : feed.isError ? 'error' : isEmpty ? 'empty' : 'ready';
  return { status, loadingLabel: t('list.loading'), skeleton: { blocks, rows }, errorText: t('list.error'), retry: { label: t('list.retry'), onPress: feed.refresh }, emptyText };
}

/** Everything an odds button shows and does (the leaf model of a list's cell). */
export interface OddsButtonModel {
  /** The accessible name, starting with the caption and price shown: "2 2.10, Chelsea – Manchester City, Manchester City to win". */
  label: string;
  /** The price in the player's format. */
  text: string;
  direction: 'up' | 'down' | 'none';
  isSelected: boolean;
  isLocked: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** One odds cell of a list or a market: what it is, and the leaf hook that reads its live price. */
export interface OddsCellModel {
  key: string;
  /** The outcome's short name ("1", "X", "Over 2.5"). */
  name: string;
  /** On game pages: the outcome in words ("Draw", the team, "Over 2.5"); lists leave it to the column heads. */
  caption?: string;
  /** The cell's leaf model: call it in the cell's own component. */
  useModel(): OddsButtonModel;
}

/** The leaf model of one outcome's odds button: re-renders only for its own price, movement and coupon state. */
export function useOddsButtonModel(input: { game: SportsGame; market: SportsMarket; outcome: SportsOutcome; pageType?: string | null; caption?: string }): OddsButtonModel {
  const odds = useOddsButton(input);
  return { label: odds.label, text: odds.text, direction: odds.direction, isSelected: odds.isSelected, isLocked: odds.isLocked, isDisabled: odds.isDisabled, onPress: odds.toggle };
}

export function oddsCell(game: SportsGame, market: SportsMarket, outcome: SportsOutcome, pageType: string, caption?: string): OddsCellModel {
  const input = { game, market, outcome, pageType, caption };
  return { key: String(outcome.id), name: outcome.name, caption, useModel: () => useOddsButtonModel(input) };
}

/** One game of a list. */
export interface GameRowModel {
  key: string;
  href: string;
  team1: string;
  team2: string;
  /** Each team's crest, drawn from its name. */
  crests: [TeamCrest, TeamCrest];
  score: { team1: number; team2: number } | null;
  /** The points of the game or set in play (tennis, volleyball, table tennis), beside the score. */
  pointScore: { team1: number; team2: number } | null;
  server?: { side: 1 | 2; label: string };
  time: GameTimeText;
  champName: string;
  /** 2 or 3 odds columns. */
  oddsCount: 2 | 3;
  odds: OddsCellModel[];
  /** The main total and handicap lines: two cells each, captioned with the line ("2.5", "-1.5"); absent when the game has none. */
  lines: Partial<Record<LineKey, OddsCellModel[]>>;
  more?: { text: string; label: string };
}

/** The extra market columns of lists on wide screens, in column order. */
export const LINE_KEYS = ['total', 'handicap'] as const;
export type LineKey = (typeof LINE_KEYS)[number];

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0');

/** A line cell's caption: the total's line, or each side's handicap ("+1.5" for one side is "−1.5" for the other). */
export function lineCaption(market: Pick<SportsMarket, 'type' | 'param'>, outcome: Pick<SportsOutcome, 'type'>): string {
  const line = market.param ?? 0;
  if (market.type === 'handicap') return signed(outcome.type === '2' ? -line : line);
  return String(line);
}

/** A line column's head: the outcome's name without its line ("Over 2.5" → "Over", "1 (+1.5)" → "1"). */
export function lineHead(name: string): string {
  return name.replace(/\s*\(?[+\u2212-]?\d+(\.\d+)?\)?$/, '').trim() || name;
}

// Sports whose live rows show the points of the game or set in play (tennis, volleyball, table tennis).
const POINTS_SPORTS = new Set([4, 6, 10]);

/** A game row's point score: shown for live games of point-scored sports, from the current period. */
export function pointScoreOf(game: Pick<SportsGame, 'isLive' | 'sportId' | 'periodScores'>): { team1: number; team2: number } | null {
  const current = game.periodScores.at(-1);
  return game.isLive && POINTS_SPORTS.has(game.sportId) && current ? { team1: current[0], team2: current[1] } : null;
}

/** Row models of games, one kept per game object (a poll that shares the game keeps its row: no re-render). */
export function useGameRows(links: SportsLinks, pageType: string): (game: SportsGame) => GameRowModel {
  const { t } = useTranslation('sports');
  const { timeText } = useGameText();
  const cache = useMemo(() => new WeakMap<SportsGame, GameRowModel>(), [t, timeText, links, pageType]);
  return useCallback(
    (game: SportsGame) => {
      const known = cache.get(game);
      if (known) return known;
      const market = game.mainMarket;
      const extra = game.marketsCount - 1;
      const row: GameRowModel = {
        key: String(game.id),
        href: links.game(game),
        team1: game.team1,
        team2: game.team2,
        crests: [teamCrest(game.team1), teamCrest(game.team2)],
        score: game.score,
        pointScore: pointScoreOf(game),
        server: game.server && game.isLive ? { side: game.server, label: t('game.serving') } : undefined,
        time: timeText(game),
        champName: game.champName,
        oddsCount: market?.outcomes.length === 2 ? 2 : 3,
        odds: market ? market.outcomes.map((outcome) => oddsCell(game, market, outcome, pageType)) : [],
        lines: Object.fromEntries(
          game.lineMarkets.filter((line) => isLineKey(line.type)).map((line) => [line.type, line.outcomes.map((outcome) => oddsCell(game, line, outcome, pageType, lineCaption(line, outcome)))]),
        ),
        more: extra > 0 ? { text: t('markets.more', { count: extra }), label: t('markets.moreLabel', { extra, count: game.marketsCount, game: `${game.team1} – ${game.team2}` }) } : undefined,
      };
      cache.set(game, row);
      return row;
    },
    [cache, links, pageType, t, timeText],
  );
}

const isLineKey = (type: string): type is LineKey => (LINE_KEYS as readonly string[]).includes(type);

/** The line columns some game of a list has: the market's name over its two outcome heads ("Total" over "Over", "Under"). */
export function lineHeads(games: readonly SportsGame[]): LineHeadModel[] {
  return LINE_KEYS.flatMap((key) => {
    const market = games.flatMap((game) => game.lineMarkets).find((line) => line.type === key);
    return market ? [{ key, title: market.name, columns: market.outcomes.map((outcome) => lineHead(outcome.name)) }] : [];
  });
}

/** A line column group's head. */
export interface LineHeadModel {
  key: LineKey;
  /** The market's name ("Total", "Handicap"). */
  title: string;
  /** Its two outcome heads ("Over", "Under"; "1", "2"). */
  columns: string[];
}

/** The odds column heads of a list: the main market's outcome names ("1", "X", "2"). */
export function oddsColumns(games: readonly SportsGame[]): string[] {
  const market = games.find((game) => game.mainMarket)?.mainMarket;
  return market ? market.outcomes.map((outcome) => outcome.name) : ['1', 'X', '2'];
}

/** A championship's games in one block. */
export interface ChampBlockModel {
  key: string;
  title: string;
  href?: string;
  /** The block's mark: the championship's country flag, or the sport's icon. */
  mark: { country: string | null } | { sportIcon: string };
  /** The odds column heads ("1", "X", "2"). */
  columns: string[];
  /** The main market's name ("Match result", "Winner"). */
  mainTitle: string;
  /** The line columns (total, handicap) the block's games have: wide screens show them beside the main market. */
  lineHeads: LineHeadModel[];
  /** "3 events". */
  meta: string;
  rows: GameRowModel[];
}

export interface ChampBlockInput {
  key: string | number;
  title: string;
  href?: string;
  sportId: number;
  games: readonly SportsGame[];
  /** Set (even to null) to show the country flag instead of the sport's icon. */
  country?: string | null;
}

/** Builds championship blocks of games for one page type. */
export function useChampBlocks(links: SportsLinks, pageType: string): (input: ChampBlockInput) => ChampBlockModel {
  const { t } = useTranslation('sports');
  const rowOf = useGameRows(links, pageType);
  return useCallback(
    ({ key, title, href, sportId, games, country }: ChampBlockInput): ChampBlockModel =>
      // What a block shows of its games (rows, odds columns, heads, the count) is worked out when first read: by the
      // block's own component as it renders, not by the page's screen model for every block at once. React hydrates
      // and renders in slices between components, so a long list becomes one short slice per block instead of one
      // long task in the page's model (150 ms under a 4x slowdown on the live list). Read once, they are kept.
      withLazyProperties(
        { key: String(key), title, href, mark: country !== undefined ? { country } : { sportIcon: sportInfo(sportId).key } },
        {
          columns: () => oddsColumns(games),
          mainTitle: () => games.find((game) => game.mainMarket)?.mainMarket?.name ?? '',
          lineHeads: () => lineHeads(games),
          meta: () => t('events', { count: games.length }),
          rows: () => games.map(rowOf),
        },
      ),
    [rowOf, t],
  );
}
