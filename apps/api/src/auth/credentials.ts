import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read off a screen or a picture. */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';

/** A login for one-click and phone registration: nine digits, not starting with 0 (players can type it on a keypad). */
export function generateLogin(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** A 10-character password with letters and digits, meeting the password rule (AUTH-040). */
export function generatePassword(): string {
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 8 }, () => pick(LETTERS + DIGITS))];
  // Fisher–Yates, so the guaranteed letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
