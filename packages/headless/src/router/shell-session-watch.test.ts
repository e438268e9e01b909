// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createShellSessionWatch } from './shell-session-watch.ts';

/** A JWT-shaped token (the session only decodes it) that expires in an hour. */
const token = () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
};

describe('shell session watch', () => {
  it('asks for a shell reload only when the session cookie no longer matches what the shell shows', () => {
    let cookies: Record<string, string> = {};
    const watch = createShellSessionWatch(() => cookies);
    // Nothing shown yet: nothing to compare with.
    expect(watch.isStale()).toBe(false);
    watch.saw(false);
    expect(watch.isStale()).toBe(false);
    // Signed in elsewhere (another tab, or a sign-in whose revalidation a navigation cut short).
    cookies = { user_token: token() };
    expect(watch.isStale()).toBe(true);
    watch.saw(true);
    expect(watch.isStale()).toBe(false);
    // Signed out elsewhere, or the token is broken.
    cookies = { user_token: 'not-a-token' };
    expect(watch.isStale()).toBe(true);
  });
});
