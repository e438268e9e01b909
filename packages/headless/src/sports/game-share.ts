/**
 * Structural sharing of polled games: the feed answers a whole list on every poll, but a row should re-render only
 * when its own game changed (score, clock, markets), never because a price moved — prices go to the live-odds store.
 * Pure functions over a small per-session cache; no React.
 */
import type { Market } from '@bf/api-client/betting';
import type { FeedGame, OutcomeQuote, SportsGame, SportsMarket } from './sports-types.ts';

/** The market without prices. */
export function stripMarket(market: Market): SportsMarket {
  return {
    id: market.id,
    gameId: market.gameId,
    type: market.type,
    groupId: market.groupId,
    group: market.group,
    name: market.name,
    kind: market.kind,
    param: market.param,
    outcomes: market.outcomes.map(({ id, type, name }) => ({ id, type, name })),
  };
}

/** The game without prices. */
export function stripGame(game: FeedGame): SportsGame {
  const view: SportsGame = {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    sportName: game.sportName,
    champName: game.champName,
    team1: game.team1,
    team2: game.team2,
    startAt: game.startAt,
    status: game.status,
    isLive: game.isLive,
    gameStatusId: game.gameStatusId,
    score: game.score ? { team1: game.score.team1, team2: game.score.team2 } : null,
    periodScores: game.periodScores.map((pair) => [pair[0], pair[1]] as [number, number]),
    period: game.period,
    gameTime: game.gameTime,
    isTop: game.isTop,
    isCyber: game.isCyber,
    marketsCount: game.marketsCount,
    mainMarket: game.mainMarket ? stripMarket(game.mainMarket) : null,
    lineMarkets: game.lineMarkets.map(stripMarket),
    country: game.country,
  };
  if (game.server !== undefined) view.server = game.server;
  return view;
}

/** Every outcome price in a list of games (their main markets). */
export function quotesOfGames(games: readonly FeedGame[]): OutcomeQuote[] {
  const quotes: OutcomeQuote[] = [];
  for (const game of games) {
    for (const market of game.mainMarket ? [game.mainMarket, ...game.lineMarkets] : game.lineMarkets) {
      for (const outcome of market.outcomes) quotes.push({ id: outcome.id, coef: outcome.coef, isBlocked: outcome.isBlocked });
    }
  }
  return quotes;
}

/** A cache of shared objects by key; the oldest entries go once it holds `limit` of them. */
export interface ShareCache {
  share<T>(key: string, value: T): T;
  readonly size: number;
}

/**
 * A share cache: `share(key, value)` hands back the object it returned last time for `key` when `value` is
 * structurally the same (JSON-equal), otherwise keeps and returns `value`.
 */
export function createShareCache(limit = 3000): ShareCache {
  const entries = new Map<string, { signature: string; value: unknown }>();
  return {
    share<T>(key: string, value: T): T {
      const signature = JSON.stringify(value);
      const previous = entries.get(key);
      if (previous && previous.signature === signature) return previous.value as T;
      entries.delete(key);
      entries.set(key, { signature, value });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Games without prices, each the same object as last time when nothing about it changed. */
export function shareGames(cache: ShareCache, games: readonly FeedGame[]): SportsGame[] {
  return games.map((game) => cache.share(`game:${game.id}`, stripGame(game)));
}

/**
 * A feed answer's games taken in: their prices into the live-odds store, the games (without prices) shared like
 * {@link shareGames}. What every list hook does with an answer.
 */
export function adoptGames(odds: { apply(quotes: OutcomeQuote[]): void }, cache: ShareCache, games: readonly FeedGame[]): SportsGame[] {
  odds.apply(quotesOfGames(games));
  return shareGames(cache, games);
}
