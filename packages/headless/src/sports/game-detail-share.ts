import type { FeedGameDetail, OutcomeQuote, SportsGameDetail } from './sports-types.ts';
import { stripGame, stripMarket, type ShareCache } from './game-share.ts';

// The game page's side of game-share.ts: its detail without prices, shared, and its prices for the live-odds store.

/** The game detail without prices. */
export function stripGameDetail(game: FeedGameDetail): SportsGameDetail {
  return {
    ...stripGame(game),
    groups: game.groups.map((group) => ({ id: group.id, group: group.group, name: group.name, markets: group.markets.map(stripMarket) })),
    result: game.result,
  };
}

/** Every outcome price of a game page. */
export function quotesOfDetail(game: FeedGameDetail): OutcomeQuote[] {
  const quotes: OutcomeQuote[] = [];
  for (const group of game.groups) for (const market of group.markets) for (const outcome of market.outcomes) quotes.push({ id: outcome.id, coef: outcome.coef, isBlocked: outcome.isBlocked });
  for (const outcome of game.mainMarket?.outcomes ?? []) quotes.push({ id: outcome.id, coef: outcome.coef, isBlocked: outcome.isBlocked });
  return quotes;
}

/** A game detail without prices, shared like {@link shareGames}. */
export function shareGameDetail(cache: ShareCache, game: FeedGameDetail): SportsGameDetail {
  return cache.share(`detail:${game.id}`, stripGameDetail(game));
}
