import { describe, expect, it } from 'vitest';
import { TIME_FILTER } from '@bf/headless/settings';
import { stripGame } from './game-share.ts';
import { feedGame, liveGame } from './sports-test-kit.tsx';
import { matchesTimeFilter, timeFilterForSection } from './time-filters.ts';

const NOW = Date.parse('2030-05-13T10:00:00.000Z');

describe('time filters (SPORT-013..017)', () => {
  const soon = stripGame(feedGame(1, { startAt: '2030-05-13T11:30:00.000Z' }));
  const later = stripGame(feedGame(2, { startAt: '2030-05-13T13:30:00.000Z', isTop: true }));
  const firstHalf = stripGame(liveGame(3, { period: 1 }));
  const secondHalf = stripGame(liveGame(4, { period: 2 }));

  it('keeps everything for "all"', () => {
    expect([soon, later, firstHalf, secondHalf].every((game) => matchesTimeFilter(game, TIME_FILTER.all, NOW))).toBe(true);
  });

  it('"upcoming" keeps line games starting within 2 hours', () => {
    expect([soon, later, firstHalf].map((game) => matchesTimeFilter(game, TIME_FILTER.upcoming, NOW))).toEqual([true, false, false]);
  });

  it('the period filters split live games by period', () => {
    expect([firstHalf, secondHalf, soon].map((game) => matchesTimeFilter(game, TIME_FILTER.firstPeriod, NOW))).toEqual([true, false, false]);
    expect([firstHalf, secondHalf, soon].map((game) => matchesTimeFilter(game, TIME_FILTER.secondPeriod, NOW))).toEqual([false, true, false]);
  });

  it('"recommended" keeps top games and games of top championships', () => {
    expect(matchesTimeFilter(later, TIME_FILTER.recommended, NOW)).toBe(true);
    expect(matchesTimeFilter(soon, TIME_FILTER.recommended, NOW)).toBe(false);
    expect(matchesTimeFilter(soon, TIME_FILTER.recommended, NOW, true)).toBe(true);
  });

  it('falls back to "all" for a filter the section does not offer', () => {
    expect(timeFilterForSection(TIME_FILTER.firstPeriod, 'line')).toBe(TIME_FILTER.all);
    expect(timeFilterForSection(TIME_FILTER.upcoming, 'live')).toBe(TIME_FILTER.all);
    expect(timeFilterForSection(TIME_FILTER.recommended, 'live')).toBe(TIME_FILTER.recommended);
  });
});
