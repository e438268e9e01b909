import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for malformed or foreign hashes instead of throwing', async () => {
    for (const stored of ['', 'scrypt', 'bcrypt$x', 'scrypt$3$8$1$c2FsdA$aGFzaA', 'scrypt$16384$8$1$c2FsdA$', 'scrypt$1e9$8$1$a$b']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
