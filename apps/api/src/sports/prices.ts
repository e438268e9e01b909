/** Bounds of a decimal price. */
export const MIN_COEF = 1.01;
export const MAX_COEF = 250;
/** A market whose likeliest outcome is this sure is decided: it is suspended. */
export const DECIDED_CHANCE = 0.985;
/** An outcome this unlikely is no longer offered. */
export const DEAD_CHANCE = 0.004;

const floorCents = (value: number) => Math.floor(value * 100 + 1e-9) / 100;
const clampCoef = (value: number) => Math.min(MAX_COEF, Math.max(MIN_COEF, value));

/** Decimal odds with the margin built in: 1 / (p · (1 + margin)), rounded down to 0.01 so the margin never shrinks. */
export function priceOf(probability: number, margin: number): number {
  return clampCoef(floorCents(1 / (Math.max(probability, 1e-6) * (1 + margin))));
}

/** The book of a market: the sum of its implied probabilities 1/odds (1 + the margin the player pays). */
export function bookOf(coefs: readonly number[]): number {
  let sum = 0;
  for (const coef of coefs) sum += 1 / coef;
  return sum;
}

/**
 * Prices a whole market from its outcomes' chances so that its book (Σ 1/odds) is at least (Σ chances)·(1 + margin),
 * and every price is at most the fair one (odds · chance ≤ 1, which is what rules out a sure win across markets).
 *
 * Each price is 1 / (p · k), rounded down to 0.01 and kept within 1.01…250, with k ≥ 1 the smallest factor that
 * brings the book there: about 1 + margin (a little less, as rounding down adds some); larger when a heavy
 * favourite sits at the 1.01 floor and the others have to carry the margin.
 */
export function priceMarket(probs: readonly number[], margin: number): number[] {
  // Outcomes that overlap (double chance: each ending wins two of its three) have chances adding up to more than 1.
  const target = probs.reduce((sum, p) => sum + p, 0) * (1 + margin);
  const at = (k: number) => probs.map((p) => clampCoef(floorCents(1 / (Math.max(p, 1e-6) * k))));
  let low = 1;
  let high = 1 + margin;
  if (bookOf(at(low)) >= target) return at(low);
  while (bookOf(at(high)) < target && high < 1e4) high *= 2;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (bookOf(at(middle)) >= target) high = middle;
    else low = middle;
  }
  return at(high);
}
