import { randomInt } from 'node:crypto';

/**
 * Cache-Control for config answers: public for a random 600–900 s (spec §9 "Config cache random 600-900 s"),
 * so clients that loaded together do not all come back in the same second.
 */
export function configCacheControl(): string {
  return `public, max-age=${randomInt(600, 901)}`;
}
