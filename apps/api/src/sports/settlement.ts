import { gameFacts, type GameFacts } from './game-facts.ts';
import { CORRECT_SCORES, type MarketType } from './markets.ts';
import type { SportContext } from './sport-context.ts';
import type { GameState, Pair } from './sport-rules.ts';

function sideOf(pair: Pair): string {
  return pair[0] > pair[1] ? '1' : pair[0] < pair[1] ? '2' : 'X';
}

const LISTED_SCORES: ReadonlySet<string> = new Set(CORRECT_SCORES);

/** Whether `outcome` of a market wins, given a finished game's facts. All lines are x.5, so nothing is ever a push. */
export function outcomeWinsOn(ctx: SportContext, type: MarketType, param: number | null, outcome: string, facts: GameFacts): boolean {
  const line = param ?? 0;
  switch (type) {
    case '1x2':
      return sideOf(facts.regular) === outcome;
    case 'winner':
    case 'winner_ot':
      return sideOf(facts.final) === outcome;
    case 'double_chance':
      return outcome.includes(sideOf(facts.regular));
    case 'first_period':
      return sideOf(facts.first) === outcome;
    case 'total': {
      const count = ctx.sport === 'mma' ? facts.rounds : facts.counted[0] + facts.counted[1];
      return count > line === (outcome === 'over');
    }
    case 'total_sets':
      return facts.final[0] + facts.final[1] > line === (outcome === 'over');
    case 'team1_total':
      return facts.counted[0] > line === (outcome === 'over');
    case 'team2_total':
      return facts.counted[1] > line === (outcome === 'over');
    case 'handicap':
      return outcome === '1' ? facts.counted[0] + line > facts.counted[1] : facts.counted[1] - line > facts.counted[0];
    case 'set_handicap':
      return outcome === '1' ? facts.final[0] + line > facts.final[1] : facts.final[1] - line > facts.final[0];
    case 'btts':
      return (facts.regular[0] > 0 && facts.regular[1] > 0) === (outcome === 'yes');
    case 'correct_score':
      return outcome === 'other' ? !LISTED_SCORES.has(facts.scoreKey) : facts.scoreKey === outcome;
    case 'method':
      return sideOf(facts.final) + facts.method === outcome;
    case 'distance':
      return (facts.method === 'dec') === (outcome === 'yes');
  }
}

/** Whether `outcome` of a market wins on a finished game. */
export function outcomeWins(ctx: SportContext, type: MarketType, param: number | null, outcome: string, state: GameState): boolean {
  return outcomeWinsOn(ctx, type, param, outcome, gameFacts(ctx, state));
}
