import { describe, expect, it } from 'vitest';
import { loadMessages, NAMESPACES, SHIPPED_LANGUAGES } from './load-messages.ts';

describe('loadMessages', () => {
  it('ships the eleven languages of the site', () => {
    expect([...SHIPPED_LANGUAGES].sort()).toEqual(['az', 'de', 'en', 'es', 'fr', 'it', 'kk', 'pt', 'ru', 'tr', 'uk']);
  });

  it('loads every namespace of a language at once', async () => {
    const russian = await loadMessages('ru');
    expect(Object.keys(russian).sort()).toEqual([...NAMESPACES].sort());
    expect(russian.coupon.title).toBe('Купон');
    expect((await loadMessages('en')).coupon.title).toBe('Bet slip');
  });

  it('gives a language without translations English, and the same object on every call', async () => {
    const klingon = await loadMessages('tlh');
    expect(klingon.coupon.title).toBe('Bet slip');
    expect(await loadMessages('en')).toBe(klingon);
  });
});
