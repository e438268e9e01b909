import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from './sport-rules.ts';
import { FEED_LANGS, feedLang } from './i18n.ts';
import { marketName, outcomeName } from './market-names.ts';
import { outcomeTypes, type MarketType } from './markets.ts';
import { priceOf } from './prices.ts';
import { outcomeWins } from './settlement.ts';
import { sportContext } from './sport-context.ts';

function finished(partial: Partial<GameState>): GameState {
  return { status: 'finished', gameStatusId: 4, period: 2, gameTime: 5400, score: [0, 0], periodScores: [], ...partial };
}

/** The outcomes of a market that win on a finished game. */
function winners(sport: Parameters<typeof sportContext>[0], type: MarketType, param: number | null, state: GameState, variant?: 'moba') {
  const ctx = sportContext(sport, variant);
  return outcomeTypes(ctx, type).filter((outcome) => outcomeWins(ctx, type, param, outcome, state));
}

describe('settlement', () => {
  const football = finished({ score: [2, 1], periodScores: [[0, 1], [2, 0]] });

  it('settles football markets on the final score', () => {
    expect(winners('football', '1x2', null, football)).toEqual(['1']);
    expect(winners('football', 'double_chance', null, football)).toEqual(['1X', '12']);
    expect(winners('football', 'total', 2.5, football)).toEqual(['over']);
    expect(winners('football', 'total', 3.5, football)).toEqual(['under']);
    expect(winners('football', 'handicap', -1.5, football)).toEqual(['2']);
    expect(winners('football', 'handicap', -0.5, football)).toEqual(['1']);
    expect(winners('football', 'btts', null, football)).toEqual(['yes']);
    expect(winners('football', 'first_period', null, football)).toEqual(['2']);
    expect(winners('football', 'team1_total', 1.5, football)).toEqual(['over']);
    expect(winners('football', 'team2_total', 1.5, football)).toEqual(['under']);
    expect(winners('football', 'correct_score', null, football)).toEqual(['2:1']);
    expect(winners('football', 'correct_score', null, finished({ score: [5, 0] }))).toEqual(['other']);
  });

  it('settles ice hockey 1X2 and totals on regular time, the winner market on the final score', () => {
    const state = finished({ score: [3, 2], regulation: [2, 2], overtime: true, periodScores: [[1, 0], [1, 1], [0, 1], [1, 0]] });
    expect(winners('ice-hockey', '1x2', null, state)).toEqual(['X']);
    expect(winners('ice-hockey', 'winner_ot', null, state)).toEqual(['1']);
    expect(winners('ice-hockey', 'total', 4.5, state)).toEqual(['under']);
  });

  it('settles set sports on sets, and totals and handicaps on games or points', () => {
    const tennis = finished({ score: [2, 1], periodScores: [[6, 4], [3, 6], [7, 6]] });
    expect(winners('tennis', 'winner', null, tennis)).toEqual(['1']);
    expect(winners('tennis', 'total', 31.5, tennis)).toEqual(['over']);
    expect(winners('tennis', 'total_sets', 2.5, tennis)).toEqual(['over']);
    expect(winners('tennis', 'set_handicap', -1.5, tennis)).toEqual(['2']);
    expect(winners('tennis', 'handicap', -0.5, tennis)).toEqual(['2']);
    expect(winners('tennis', 'handicap', 0.5, tennis)).toEqual(['1']);
    expect(winners('tennis', 'first_period', null, tennis)).toEqual(['1']);
    expect(winners('esports', 'total_sets', 2.5, finished({ score: [0, 2], periodScores: [[0, 1], [0, 1]] }), 'moba')).toEqual(['under']);
  });

  it('settles fights on method and rounds fought', () => {
    const ko = finished({ score: [0, 1], finish: { method: 'ko', round: 2, time: 150 } });
    expect(winners('mma', 'winner', null, ko)).toEqual(['2']);
    expect(winners('mma', 'method', null, ko)).toEqual(['2ko']);
    expect(winners('mma', 'distance', null, ko)).toEqual(['no']);
    expect(winners('mma', 'total', 1.5, ko)).toEqual(['under']);
    const decision = finished({ score: [1, 0], finish: { method: 'dec', round: 3, time: 300 } });
    expect(winners('mma', 'method', null, decision)).toEqual(['1dec']);
    expect(winners('mma', 'total', 2.5, decision)).toEqual(['over']);
  });

  it('has exactly one winning outcome in every market but double chance', () => {
    const ctx = sportContext('football');
    fc.assert(
      fc.property(fc.nat(7), fc.nat(7), fc.nat(7), fc.nat(7), (a1, b1, a2, b2) => {
        const state = finished({ score: [a1 + a2, b1 + b2], periodScores: [[a1, b1], [a2, b2]] });
        for (const type of ['1x2', 'total', 'handicap', 'btts', 'correct_score', 'first_period', 'team1_total'] as const) {
          const wins = outcomeTypes(ctx, type).filter((outcome) => outcomeWins(ctx, type, type === 'handicap' ? -1.5 : 2.5, outcome, state));
          expect(wins).toHaveLength(1);
        }
      }),
    );
  });
});

describe('prices and names', () => {
  it('builds the margin in and never goes below 1.01', () => {
    expect(priceOf(0.5, 0.05)).toBe(1.9);
    expect(priceOf(0.999, 0.05)).toBe(1.01);
    expect(priceOf(0, 0.05)).toBe(250);
    fc.assert(
      fc.property(fc.double({ min: 0.004, max: 0.9, noNaN: true }), (p) => {
        const coef = priceOf(p, 0.05);
        expect(1 / coef).toBeGreaterThanOrEqual(p * 1.05 - 1e-9);
      }),
    );
  });

  it('names markets and outcomes in every language', () => {
    const ctx = sportContext('tennis');
    const team1 = { en: 'A', ru: 'А', uk: 'А', kk: 'А', az: 'A', de: 'A', es: 'A', pt: 'A', tr: 'A', fr: 'A', it: 'A' };
    for (const type of ['winner', 'total', 'set_handicap', 'first_period', 'team1_total'] as const) {
      const name = marketName(ctx, type, team1, team1);
      for (const lang of FEED_LANGS) expect(name[lang].length).toBeGreaterThan(0);
    }
    expect(outcomeName('total', 'over', 22.5).ru).toBe('Больше 22.5');
    expect(outcomeName('handicap', '2', -1.5).en).toBe('2 (+1.5)');
    expect(outcomeName('method', '1sub', null).de).toBe('1 Aufgabe');
  });

  it('reduces language tags to a feed language, English otherwise', () => {
    expect(feedLang('pt-BR')).toBe('pt');
    expect(feedLang('RU')).toBe('ru');
    expect(feedLang('xx')).toBe('en');
    expect(feedLang(undefined)).toBe('en');
  });
});
