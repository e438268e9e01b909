import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedLanguages, checkLanguagePath, parseAcceptLanguage, resolveLanguage } from '@bf/headless/language';

const languages = [{ code: 'en' }, { code: 'ru' }, { code: 'de' }, { code: 'it', isHiddenForGuests: true }];

describe('resolveLanguage', () => {
  it('prefers the path, then the cookie, then the browser, then the default, then English', () => {
    const base = { languages, defaultLanguage: 'de' };
    expect(resolveLanguage({ ...base, pathLanguage: 'ru', cookieLanguage: 'de', acceptLanguage: 'en' })).toBe('ru');
    expect(resolveLanguage({ ...base, cookieLanguage: 'de', acceptLanguage: 'ru' })).toBe('de');
    expect(resolveLanguage({ ...base, acceptLanguage: 'fr-FR,ru;q=0.8,en;q=0.5' })).toBe('ru');
    expect(resolveLanguage({ ...base, acceptLanguage: 'fr' })).toBe('de');
    expect(resolveLanguage({ languages, acceptLanguage: 'fr' })).toBe('en');
  });

  it('skips unknown languages at every step', () => {
    expect(resolveLanguage({ languages, pathLanguage: 'xx', cookieLanguage: 'zz', acceptLanguage: 'qq', defaultLanguage: 'ru' })).toBe('ru');
  });

  it('hides guest-hidden languages unless the ua cookie exists or the user is signed in', () => {
    expect(resolveLanguage({ languages, pathLanguage: 'it' })).toBe('en');
    expect(resolveLanguage({ languages, pathLanguage: 'it', hasUaCookie: true })).toBe('it');
    expect(resolveLanguage({ languages, pathLanguage: 'it', isSignedIn: true })).toBe('it');
    expect(allowedLanguages({ languages })).toEqual(['en', 'ru', 'de']);
  });

  it('always returns an allowed language whatever the inputs (property)', () => {
    const code = fc.oneof(fc.constantFrom('en', 'ru', 'de', 'it', 'xx', 'EN', ''), fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(code, code, fc.string({ maxLength: 60 }), code, fc.boolean(), (path, cookie, accept, def, ua) => {
        const lng = resolveLanguage({ languages, pathLanguage: path, cookieLanguage: cookie, acceptLanguage: accept, defaultLanguage: def, hasUaCookie: ua });
        expect(allowedLanguages({ languages, hasUaCookie: ua })).toContain(lng);
      }),
    );
  });

  it('takes an allowed path language over anything else (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'ru', 'de'), fc.string(), fc.string(), (path, cookie, accept) => {
        expect(resolveLanguage({ languages, pathLanguage: path, cookieLanguage: cookie, acceptLanguage: accept })).toBe(path);
      }),
    );
  });

  it('takes an allowed cookie language when the path has none (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'ru', 'de'), fc.string(), (cookie, accept) => {
        expect(resolveLanguage({ languages, cookieLanguage: cookie, acceptLanguage: accept, defaultLanguage: 'de' })).toBe(cookie);
      }),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality and ignores malformed parts', () => {
    expect(parseAcceptLanguage('de;q=0.3, ru-RU;q=0.9, *;q=0.1, en')).toEqual(['en', 'ru', 'de']);
    expect(parseAcceptLanguage('xyz;q=abc,,;;')).toEqual([]);
    expect(parseAcceptLanguage('fr;q=0')).toEqual([]);
  });
});

describe('checkLanguagePath', () => {
  const inputs = { languages, defaultLanguage: 'en' };
  it('keeps a valid prefix', () => {
    expect(checkLanguagePath('/ru/multi', '', inputs)).toEqual({ kind: 'ok', lng: 'ru' });
  });
  it('adds the current language to a path without one, keeping the query', () => {
    expect(checkLanguagePath('/multi', '?a=1', { ...inputs, cookieLanguage: 'de' })).toEqual({ kind: 'redirect', lng: 'de', location: '/de/multi?a=1' });
    expect(checkLanguagePath('/', '', inputs)).toEqual({ kind: 'redirect', lng: 'en', location: '/en' });
  });
  it('replaces an unknown or hidden language with a valid one', () => {
    expect(checkLanguagePath('/xx/news', '', inputs)).toMatchObject({ kind: 'redirect', location: '/en/news' });
    expect(checkLanguagePath('/it/news', '', inputs)).toMatchObject({ kind: 'redirect', location: '/en/news' });
    expect(checkLanguagePath('/it/news', '', { ...inputs, hasUaCookie: true })).toEqual({ kind: 'ok', lng: 'it' });
  });
  it('treats an upper-case prefix as no prefix', () => {
    expect(checkLanguagePath('/EN/news', '', inputs)).toMatchObject({ kind: 'redirect', location: '/en/EN/news' });
  });
  it('never redirects to another origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        const decision = checkLanguagePath(`/${path}`, search.startsWith('?') ? search : '', inputs);
        if (decision.kind === 'redirect') expect(decision.location.startsWith('//')).toBe(false);
      }),
    );
  });
});
