/**
 * Small checks for the values the first render reads synchronously (cookies, local storage, hydrated settings).
 * They cannot wait for a schema chunk, and a validator in the first-load JS costs every page (docs/decisions.md
 * "No validator in the first load"): API answers keep their zod schemas, loaded with the calls.
 */

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The member of `values` equal to `value`, or undefined. */
export function oneOf<T extends string | number | boolean>(values: readonly T[], value: unknown): T | undefined {
  return values.find((member) => member === value);
}

/** A finite number (no NaN, no Infinity). */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A safe integer, as zod's `z.int()` takes it. */
export const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A finite number from `min` to `max`, both included. */
export const isNumberInRange = (value: unknown, min: number, max: number): value is number => isFiniteNumber(value) && value >= min && value <= max;

/** A safe integer from `min` to `max`, both included. */
export const isIntInRange = (value: unknown, min: number, max: number): value is number => isInt(value) && value >= min && value <= max;

/** A string `min` to `max` characters long. */
export const isStringOfLength = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;

/** An array of safe integers. */
export const isIntArray = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInt);

/** An object whose every value passes `check`, copied (own enumerable keys only), or undefined. */
export function recordOf<T>(value: unknown, check: (item: unknown) => item is T): Record<string, T> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!check(item)) return undefined;
    // defineProperty: a '__proto__' key from JSON stays a plain own key, never the prototype.
    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The value when `check` passes, else the fallback (a function is called for a fresh object or array). */
export function orDefault<T>(value: unknown, check: (value: unknown) => value is T, fallback: T | (() => T)): T {
  return check(value) ? value : typeof fallback === 'function' ? (fallback as () => T)() : fallback;
}
