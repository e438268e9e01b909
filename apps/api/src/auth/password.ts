import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (salt and hash in base64url),
 * so the cost can be raised later without breaking stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await deriveKey(password, salt, { N, r, p }, KEY_LENGTH);
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** True when `password` matches a hash from {@link hashPassword}; false for any other or malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !hash || rest.length > 0) return false;
  const options = { N: Number(n), r: Number(rr), p: Number(pp) };
  if (!Object.values(options).every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  try {
    const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), options, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses (N not a power of two, too much memory) mean the hash is not ours.
    return false;
  }
}
