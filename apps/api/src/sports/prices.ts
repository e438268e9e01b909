import type { GameFacts } from './game-facts.ts';
import type { MarketType } from './markets.ts';
import { outcomeWinsOn } from './settlement.ts';
import type { SportContext } from './sport-context.ts';

/** Each outcome's chance, estimated from simulated final states (with a little smoothing, so nothing is exactly 0 or 1). */
export function estimateProbabilities(
  ctx: SportContext,
  type: MarketType,
  param: number | null,
  outcomes: readonly string[],
  finals: readonly GameFacts[],
): number[] {
  const counts: number[] = new Array<number>(outcomes.length).fill(0.5);
  for (const facts of finals) {
    for (let index = 0; index < outcomes.length; index++) {
      if (outcomeWinsOn(ctx, type, param, outcomes[index] as string, facts)) counts[index] = (counts[index] as number) + 1;
    }
  }
  let total = 0;
  for (const count of counts) total += count;
  return counts.map((count) => count / total);
}

/** Bounds of a decimal price. */
export const MIN_COEF = 1.01;
export const MAX_COEF = 250;
/** A market whose likeliest outcome is this sure is decided: it is suspended. */
export const DECIDED_CHANCE = 0.985;
/** An outcome this unlikely is no longer offered. */
export const DEAD_CHANCE = 0.004;

/** Decimal odds with the margin built in: 1 / (p · (1 + margin)), rounded down to 0.01 so the margin never shrinks. */
export function priceOf(probability: number, margin: number): number {
  const fair = 1 / (Math.max(probability, 1e-6) * (1 + margin));
  return Math.min(MAX_COEF, Math.max(MIN_COEF, Math.floor(fair * 100 + 1e-9) / 100));
}
