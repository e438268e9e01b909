import { catalogChamp, catalogSport } from './catalog.ts';
import type { CatalogChamp } from './catalog-types.ts';
import type { GameFacts } from './game-facts.ts';
import type { FeedIds, SimGame, SimMarket } from './feed-types.ts';
import type { Localized } from './i18n.ts';
import { marketName, outcomeName } from './market-names.ts';
import { chooseParam, marketMargin, outcomeTypes, planMarkets } from './markets.ts';
import { playOut } from './play-out.ts';
import { marketChances, outcomeSpace } from './outcome-model.ts';
import { DEAD_CHANCE, DECIDED_CHANCE, priceMarket } from './prices.ts';
import { gaussian, type Rng } from './prng.ts';
import { sportContext, type SportContext } from './sport-context.ts';
import { lineState, type GameModel, type GameState } from './sport-rules.ts';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The context of a championship's sport. */
export function champContext(champ: CatalogChamp): SportContext {
  return sportContext(catalogSport(champ.sportId).slug, champ.variant);
}

/**
 * Strength parameters for a new game (see `GameModel`): expected goals or points for timed sports, hold rates in tennis,
 * the chance to win a point/round/map elsewhere, and for a fight the win share and the chance of a finish.
 */
export function newModel(ctx: SportContext, rng: Rng): GameModel {
  const edge = gaussian(rng);
  switch (ctx.sport) {
    case 'football':
      return { a: 1.25 * Math.exp(edge * 0.25 + 0.12), b: 1.25 * Math.exp(-edge * 0.25 - 0.12) };
    case 'ice-hockey':
      return { a: 2.95 * Math.exp(edge * 0.16 + 0.06), b: 2.95 * Math.exp(-edge * 0.16 - 0.06) };
    case 'basketball': {
      const base = ctx.variant === 'nba' ? 114 : 81;
      return { a: base * Math.exp(edge * 0.045 + 0.015), b: base * Math.exp(-edge * 0.045 - 0.015) };
    }
    case 'tennis': {
      const base = ctx.variant === 'wta' ? 0.64 : ctx.variant === 'challenger' ? 0.77 : 0.8;
      return { a: clamp(base + edge * 0.05, 0.5, 0.93), b: clamp(base - edge * 0.05 + gaussian(rng) * 0.02, 0.5, 0.93) };
    }
    case 'volleyball':
      return { a: clamp(0.5 + edge * 0.03, 0.4, 0.6), b: 0 };
    case 'table-tennis':
      return { a: clamp(0.5 + edge * 0.045, 0.36, 0.64), b: 0 };
    case 'esports':
      return ctx.variant === 'moba' ? { a: clamp(0.5 + edge * 0.13, 0.2, 0.8), b: 0 } : { a: clamp(0.5 + edge * 0.04, 0.38, 0.62), b: 0 };
    case 'mma':
      return { a: clamp(0.5 + edge * 0.15, 0.15, 0.85), b: clamp(0.5 + gaussian(rng) * 0.1, 0.25, 0.75) };
  }
}

/** Copies a game state (plain JSON, small) faster than structuredClone. */
export function cloneState(state: GameState): GameState {
  const copy: GameState = { ...state, score: [state.score[0], state.score[1]], periodScores: state.periodScores.map(([a, b]) => [a, b]) };
  if (state.regulation) copy.regulation = [state.regulation[0], state.regulation[1]];
  if (state.finish) copy.finish = { ...state.finish };
  return copy;
}

/** `count` possible endings of a game from its current state (a not-started game is kicked off first). */
export function simulateFinals(ctx: SportContext, model: GameModel, state: GameState, rng: Rng, count: number): GameFacts[] {
  const finals: GameFacts[] = [];
  for (let i = 0; i < count; i++) finals.push(playOut(ctx, model, state, rng));
  return finals;
}

/** Sets a market's chances and prices; an outcome too unlikely is taken off, a decided market is suspended. */
export function applyPrices(market: SimMarket, probs: number[]): void {
  market.probs = probs;
  const coefs = priceMarket(probs, market.margin);
  market.outcomes.forEach((outcome, index) => {
    outcome.coef = coefs[index] as number;
    outcome.isBlocked = (probs[index] ?? 0) < DEAD_CHANCE;
  });
  market.isBlocked = market.blockedUntil !== null || isDecided(market);
}

/** Whether a market's result is as good as known (its likeliest outcome is almost certain). */
export function isDecided(market: SimMarket): boolean {
  return Math.max(...market.probs) >= DECIDED_CHANCE;
}

export interface NewGame {
  rng: Rng;
  ids: FeedIds;
  champ: CatalogChamp;
  team1: Localized;
  team2: Localized;
  startAt: number;
  isTop: boolean;
  /** Past games for the results page need no markets. */
  withMarkets?: boolean;
}

/** Prices every market of a game from one model of its endings (see outcome-model.ts) at its current state. */
export function priceGame(game: SimGame, markets: readonly SimMarket[] = game.markets): void {
  if (markets.length === 0) return;
  const ctx = champContext(catalogChamp(game.champId));
  const space = outcomeSpace(ctx, game.model, game.state, markets.some((market) => market.type === 'first_period'));
  for (const market of markets) {
    applyPrices(market, marketChances(ctx, space, market.type, market.param, market.outcomes.map((outcome) => outcome.type)));
  }
}

/** A new line game with its markets priced from the model of its endings. Ids come from `ids`, which it advances. */
export function createGame({ rng, ids, champ, team1, team2, startAt, isTop, withMarkets = true }: NewGame): SimGame {
  const ctx = champContext(champ);
  const model = newModel(ctx, rng);
  const game: SimGame = {
    id: ids.game++,
    sportId: champ.sportId,
    champId: champ.id,
    team1,
    team2,
    startAt,
    isTop,
    model,
    state: lineState(),
    markets: [],
    finishedAt: null,
  };
  if (!withMarkets) return game;
  const plans = planMarkets(ctx, rng);
  const space = outcomeSpace(ctx, model, game.state, plans.some((plan) => plan.type === 'first_period'));
  const seen = new Set<string>();
  for (const plan of plans) {
    const param = chooseParam(ctx, plan, space.finals);
    const key = `${plan.type}:${param}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const types = outcomeTypes(ctx, plan.type);
    const market: SimMarket = {
      id: ids.market++,
      gameId: game.id,
      type: plan.type,
      param,
      name: marketName(ctx, plan.type, team1, team2),
      margin: marketMargin(plan.type),
      isBlocked: false,
      blockedUntil: null,
      probs: [],
      outcomes: types.map((type) => ({ id: ids.outcome++, type, name: outcomeName(plan.type, type, param), coef: 0, isBlocked: false })),
    };
    applyPrices(market, marketChances(ctx, space, plan.type, param, types));
    game.markets.push(market);
  }
  return game;
}
