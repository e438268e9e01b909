/** A/B tests the spec names (spec: S2 §9). */
export const AB_TEST = {
  /** Registration navigation: variant B opens registration as a page instead of the modal (docs/decisions.md AUTH-039). */
  registrationNavigation: 70,
} as const;

/** A is the control (what players get with the test off); B is the change under test. */
export type AbVariant = 'A' | 'B';

export interface AbTestInput {
  /** Global settings `abTestsAvailability`: test id → on. A test not listed, or off, is variant A for everyone. */
  availability: Readonly<Record<string, boolean>>;
  /** What keeps one player in one bucket across pages and visits: the device id (or the user id once signed in). */
  bucketKey: string;
}

/** FNV-1a, 32 bits, with murmur3's final mix: FNV alone keeps the low bit as the parity of the input bits. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The player's variant of A/B test `testId`: A while the test is off; with it on, half of the bucket keys get B,
 * stably (the same key always gets the same variant) and independently per test (the id is part of the hash).
 * @example
 * const variant = abTestVariant(AB_TEST.registrationNavigation, { availability: settings.abTestsAvailability, bucketKey: deviceId });
 * const opensAsPage = variant === 'B';
 */
export function abTestVariant(testId: number, { availability, bucketKey }: AbTestInput): AbVariant {
  if (availability[String(testId)] !== true || !bucketKey) return 'A';
  return hash32(`${testId}:${bucketKey}`) % 2 === 0 ? 'A' : 'B';
}
