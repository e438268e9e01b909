import type { TFunction } from 'i18next';
import type { GameResult } from './sports-types.ts';

/** One line of results: a finished game (or a live score) with its marks. */
export interface ResultLineModel {
  key: string;
  time: string;
  team1: string;
  team2: string;
  score: { team1: number; team2: number };
  /** "OT", "Pen.", "KO": overtime, penalties or how a fight ended. */
  badge?: string;
  /** "(1:0, 2:1)": the score of every period, when there are several. */
  periods?: string;
  /** "Regulation time 1:1". */
  note?: string;
  isLive?: boolean;
}

/** A result's short mark: overtime, penalties or how a fight ended. */
export function resultBadge(result: GameResult, t: TFunction): string | undefined {
  if (result.finish) return t(`results.method.${result.finish.method}`, { defaultValue: result.finish.method });
  if (result.shootout) return t('results.shootout');
  if (result.overtime) return t('results.overtime');
  return undefined;
}

/** The score of every period, "(1:0, 2:1)", when there are several. */
export const periodsText = (periods: readonly (readonly [number, number])[]): string | undefined => (periods.length > 1 ? `(${periods.map(([a, b]) => `${a}:${b}`).join(', ')})` : undefined);
