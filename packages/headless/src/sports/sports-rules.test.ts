import { describe, expect, it, vi } from 'vitest';
import {
  gameClock,
  gamePollingMs,
  groupGamesBySport,
  idOfParam,
  idSlug,
  listPollingMs,
  sportInfo,
  sportOfSlug,
} from '@bf/headless/sports';
import { stripGame } from './game-share.ts';
import { feedGame, liveGame } from './sports-test-kit.tsx';

describe('sports URLs', () => {
  it('finds a sport by the menu slug, the feed slug or the id', () => {
    expect(sportOfSlug('football')?.id).toBe(1);
    expect(sportOfSlug('icehockey')?.id).toBe(2);
    expect(sportOfSlug('ice-hockey')?.id).toBe(2);
    expect(sportOfSlug('tabletennis')?.id).toBe(10);
    expect(sportOfSlug('56')?.key).toBe('mma');
    expect(sportOfSlug('curling')).toBeUndefined();
    expect(sportOfSlug(undefined)).toBeUndefined();
  });

  it('reads the id at the start of a segment and nothing else', () => {
    expect(idOfParam('101-england-premier-league')).toBe(101);
    expect(idOfParam('381')).toBe(381);
    expect(idOfParam('sample')).toBeUndefined();
    expect(idOfParam('0')).toBeUndefined();
    expect(idOfParam('12abc')).toBeUndefined();
    expect(idOfParam('99999999999')).toBeUndefined();
  });

  it('writes readable ASCII slugs after the id', () => {
    expect(idSlug(381, 'Newcastle United Manchester City')).toBe('381-newcastle-united-manchester-city');
    expect(idSlug(7, 'Atlético Madrid')).toBe('7-atletico-madrid');
    expect(idSlug(9, 'Зенит')).toBe('9');
  });
});

describe('polling intervals (SPORT-018, SPORT-019)', () => {
  it('polls line lists every 15 s and live lists every 3 or 5 s by sport', () => {
    expect(listPollingMs('line', 1)).toBe(15_000);
    expect(listPollingMs('live', 1)).toBe(5000);
    expect(listPollingMs('live', 4)).toBe(3000);
    expect(listPollingMs('live')).toBe(5000);
  });

  it('polls one game every 2 s while live, 15 s before it, never once finished', () => {
    expect(gamePollingMs({ status: 'live', sportId: 1 })).toBe(2000);
    expect(gamePollingMs({ status: 'line', sportId: 1 })).toBe(15_000);
    expect(gamePollingMs({ status: 'finished', sportId: 1 })).toBe(0);
    expect(gamePollingMs(undefined)).toBe(15_000);
  });
});

describe('grouping', () => {
  it('groups games by sport, then championship', () => {
    const games = [feedGame(1), feedGame(2, { champId: 102, champName: 'Spain' }), feedGame(3, { sportId: 4, sportName: 'Tennis', champId: 401 }), feedGame(4)].map(stripGame);
    expect(groupGamesBySport(games).map((sport) => [sport.sportId, sport.champs.map((champ) => [champ.champId, champ.games.map((g) => g.id)])])).toEqual([
      [1, [[101, [1, 4]], [102, [2]]]],
      [4, [[401, [3]]]],
    ]);
  });
});

describe('live clock', () => {
  it('shows the football minute, the clock of other timed sports and only the set elsewhere', () => {
    expect(gameClock(stripGame(liveGame(1, { gameTime: 4020, period: 2 })))).toEqual({ period: 2, periodKind: 'half', minute: 68, clock: null });
    expect(gameClock(stripGame(liveGame(1, { sportId: 2, gameTime: 1625, period: 2 })))).toEqual({ period: 2, periodKind: 'period', minute: null, clock: '27:05' });
    expect(gameClock(stripGame(liveGame(1, { sportId: 4, gameTime: 4320, period: 2 })))).toEqual({ period: 2, periodKind: 'set', minute: null, clock: null });
    expect(gameClock(stripGame(feedGame(1)))).toBeNull();
  });
});

describe('a sport without an icon (ERR-015 "unknown route icon")', () => {
  it('draws football\'s icon and is logged only; a known sport logs nothing', () => {
    const log = vi.fn();
    expect(sportInfo(999, log)).toEqual({ id: 999, slug: '999', feedSlug: '999', key: 'football' });
    expect(log).toHaveBeenCalledWith('unknown route icon', 999);
    log.mockClear();
    expect(sportInfo(2, log).key).toBe('iceHockey');
    expect(log).not.toHaveBeenCalled();
  });
});
