import type { SportContext } from './sport-context.ts';
import type { GameState, Pair } from './sport-rules.ts';

/** What markets settle on, read once from a finished game. */
export interface GameFacts {
  /** The score regular markets settle on: in ice hockey regular time, elsewhere the final score. */
  regular: Pair;
  /** The final score (winner markets, incl. overtime and shootouts; sets and maps). */
  final: Pair;
  /** What totals and handicaps count: set units (games, points, rounds) in set sports, else the regular score. */
  counted: Pair;
  /** The first period's (set's) score. */
  first: Pair;
  /** Rounds fought, as in "over 2.5 rounds": a finish at 2:30 of round 3 is 2.5. */
  rounds: number;
  /** A fight's method: 'ko', 'sub' or 'dec'. */
  method: string;
  /** `regular` as '2:1'. */
  scoreKey: string;
}

/** Rounds fought in a fight (decision: all of them). */
export function roundsFought(state: GameState, roundSeconds = 300): number {
  const finish = state.finish;
  if (!finish) return 0;
  return finish.round - 1 + finish.time / roundSeconds;
}

export function gameFacts(ctx: SportContext, state: GameState): GameFacts {
  const regular = ctx.sport === 'ice-hockey' && state.regulation ? state.regulation : state.score;
  let counted = regular;
  if (ctx.rules.kind === 'race') {
    let a = 0;
    let b = 0;
    for (const units of state.periodScores) {
      a += units[0];
      b += units[1];
    }
    counted = [a, b];
  }
  return {
    regular,
    final: state.score,
    counted,
    first: state.periodScores[0] ?? [0, 0],
    rounds: roundsFought(state),
    method: state.finish?.method ?? '',
    scoreKey: `${regular[0]}:${regular[1]}`,
  };
}
