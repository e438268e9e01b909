/** A seeded pseudo-random source: `next()` is uniform in [0, 1). The same seed always gives the same sequence. */
export interface Rng {
  next(): number;
  /** The generator's internal state, to copy or store it. */
  state(): number;
}

/**
 * mulberry32: a tiny, fast 32-bit generator, good enough for a simulation (not for secrets).
 * @example
 * const rng = mulberry32(42);
 * rng.next(); // always the same first number for seed 42
 */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    state: () => a,
  };
}

/** An integer in [min, max], both included. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

/** A uniform number in [min, max). */
export function randRange(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A waiting time with the given mean (exponential distribution), for Poisson events. */
export function exponential(rng: Rng, mean: number): number {
  return -Math.log(1 - rng.next()) * mean;
}

/** A standard normal number (Box–Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A new 32-bit seed drawn from `rng`, to start an independent stream. */
export function childSeed(rng: Rng): number {
  return Math.floor(rng.next() * 4294967296) >>> 0;
}
