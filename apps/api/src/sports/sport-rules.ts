import type { ChampVariant, SportSlug } from './catalog-types.ts';
import type { Rng } from './prng.ts';

export type GameStatus = 'line' | 'live' | 'finished';
/** 1 not started, 2 first half/period/set, 3 second or later, 4 finished. */
export type GameStatusId = 1 | 2 | 3 | 4;
export type Pair = [number, number];

/** How a fight ended: knockout (incl. TKO), submission or the judges' decision. */
export interface FightFinish {
  method: 'ko' | 'sub' | 'dec';
  round: number;
  /** Seconds into the round. */
  time: number;
}

/** Everything that changes while a game runs. Plain JSON, so it is stored as is and copied with structuredClone. */
export interface GameState {
  status: GameStatus;
  gameStatusId: GameStatusId;
  /** Current period, half, quarter, set, map or round, 1-based; 0 before the start. */
  period: number;
  /** The game clock in seconds (timed sports); elapsed time for set sports and fights. */
  gameTime: number;
  /** Main score: goals, points, sets, maps; for a fight 1:0 for the winner once it ends. */
  score: Pair;
  /** Per period (or per set: games/points/rounds); the current one last. */
  periodScores: Pair[];
  /** Timed sports: the game clock at which the current period ends (stoppage time included). */
  periodEnd?: number;
  /** Tennis: who serves the current game. */
  server?: 1 | 2;
  /** Seconds until the next scoring event (internal). */
  nextEventIn?: number;
  /** Ice hockey: the score after regular time, which the 1X2, totals and handicaps settle on. */
  regulation?: Pair;
  overtime?: boolean;
  shootout?: boolean;
  finish?: FightFinish;
}

/** A game's strength parameters, fixed at creation. Their meaning depends on the sport (see `newModel`). */
export interface GameModel {
  a: number;
  b: number;
}

export interface TimedRules {
  kind: 'timed';
  periods: number;
  periodSeconds: number;
  /** Added time per period, [min, max] seconds (football). */
  stoppage?: readonly Pair[];
  overtime: 'none' | 'sudden' | 'full';
  overtimeSeconds: number;
  shootout: boolean;
  /** Points per scoring event. */
  points: (rng: Rng) => number;
  meanPoints: number;
  /** Whether a score is a big moment (goal) after which markets are suspended. */
  majorScores: boolean;
}

export interface RaceRules {
  kind: 'race';
  bestOf: number;
  /** Units (games, points, rounds) needed to win set `index` (0-based). */
  target: (index: number) => number;
  /** Margin needed; 1 when a unit is a whole map. */
  winBy: number;
  /** Tennis: a tie-break decides the set at this many games all. */
  tiebreakAt?: number;
  /** Mean seconds per unit. */
  unitSeconds: number;
}

export interface FightRules {
  kind: 'fight';
  rounds: number;
  roundSeconds: number;
}

export type SportRules = TimedRules | RaceRules | FightRules;

const basketballPoints = (rng: Rng) => {
  const u = rng.next();
  return u < 0.12 ? 1 : u < 0.7 ? 2 : 3;
};

/** The rules the simulator plays a sport by, with competition variants (NBA quarters, WTA, map-based esports). */
export function sportRules(sport: SportSlug, variant?: ChampVariant): SportRules {
  switch (sport) {
    case 'football':
      return {
        kind: 'timed', periods: 2, periodSeconds: 2700, stoppage: [[60, 300], [120, 420]], overtime: 'none', overtimeSeconds: 0,
        shootout: false, points: () => 1, meanPoints: 1, majorScores: true,
      };
    case 'ice-hockey':
      return { kind: 'timed', periods: 3, periodSeconds: 1200, overtime: 'sudden', overtimeSeconds: 300, shootout: true, points: () => 1, meanPoints: 1, majorScores: true };
    case 'basketball':
      return {
        kind: 'timed', periods: 4, periodSeconds: variant === 'nba' ? 720 : 600, overtime: 'full', overtimeSeconds: 300, shootout: false,
        points: basketballPoints, meanPoints: 2.18, majorScores: false,
      };
    case 'tennis':
      return { kind: 'race', bestOf: 3, target: () => 6, winBy: 2, tiebreakAt: 6, unitSeconds: variant === 'wta' ? 250 : 270 };
    case 'volleyball':
      return { kind: 'race', bestOf: 5, target: (index) => (index === 4 ? 15 : 25), winBy: 2, unitSeconds: 32 };
    case 'table-tennis':
      return { kind: 'race', bestOf: 5, target: () => 11, winBy: 2, unitSeconds: 13 };
    case 'esports':
      return variant === 'moba'
        ? { kind: 'race', bestOf: 3, target: () => 1, winBy: 1, unitSeconds: 2100 }
        : { kind: 'race', bestOf: 3, target: () => 13, winBy: 2, unitSeconds: variant === 'valorant' ? 100 : 110 };
    case 'mma':
      return { kind: 'fight', rounds: 3, roundSeconds: 300 };
  }
}

/** A game that has not started. */
export function lineState(): GameState {
  return { status: 'line', gameStatusId: 1, period: 0, gameTime: 0, score: [0, 0], periodScores: [] };
}

/** About how long a game runs, in seconds (used to place the seed's live games part-way through). */
export function expectedDuration(rules: SportRules): number {
  if (rules.kind === 'timed') return rules.periods * rules.periodSeconds + (rules.stoppage ? 400 : 0);
  if (rules.kind === 'fight') return 0.8 * rules.rounds * rules.roundSeconds;
  const sets = rules.bestOf === 3 ? 2.4 : 4;
  const target = rules.target(0);
  return sets * (target === 1 ? 1 : target * 1.75) * rules.unitSeconds;
}
