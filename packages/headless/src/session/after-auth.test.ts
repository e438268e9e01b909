import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterLoginTarget, afterLogoutTarget, afterRegistrationTarget, clearReturnUrl, isAuthPath, readReturnUrl, registrationReturnCookies } from '@bf/headless/session';
import { findRoute } from '@bf/headless/routes';

const login = findRoute('login');
const registration = findRoute('registration');
const office = findRoute('office-history');
const news = findRoute('news');
const q = (returnUrl: string) => `?${new URLSearchParams({ returnUrl })}`;

/** The open-redirect probes of the issue, and a few more. */
const PROBES = ['//other.example', 'https://other.example', '/\\other.example', 'https:other.example', 'javascript:alert(1)', '%2F%2Fother.example', '/%2F/other.example', '\t//other.example', 'http://other.example/en'];

describe('after sign-in (AUTH-008, GUARD-019)', () => {
  it('goes to the return URL when it is a path on this site, with its query', () => {
    expect(afterLoginTarget({ lng: 'en', route: login, search: q('/en/office/history?tab=2'), previousPath: '/en/news' })).toBe('/en/office/history?tab=2');
  });

  it.each(PROBES)('never follows the probe %j: previous route, else home', (probe) => {
    expect(afterLoginTarget({ lng: 'en', route: login, search: q(probe) })).toBe('/en');
    expect(afterLoginTarget({ lng: 'de', route: login, search: q(probe), previousPath: '/de/news' })).toBe('/de/news');
  });

  it('also refuses a probe given unencoded in the query', () => {
    expect(afterLoginTarget({ lng: 'en', route: login, search: '?returnUrl=//other.example' })).toBe('/en');
  });

  it('goes to the previous route without a return URL, else home', () => {
    expect(afterLoginTarget({ lng: 'en', route: login, search: '', previousPath: '/en/promotions' })).toBe('/en/promotions');
    expect(afterLoginTarget({ lng: 'en', route: login, search: '' })).toBe('/en');
  });

  it('never returns to a sign-in page (it would loop)', () => {
    expect(afterLoginTarget({ lng: 'en', route: login, search: q('/en/user/login'), previousPath: '/en/registration' })).toBe('/en');
    expect(isAuthPath('/en/user/login?x=1')).toBe(true);
    expect(isAuthPath('/en/registration/socialregistration')).toBe(true);
    expect(isAuthPath('/en/user/loginx')).toBe(false);
  });

  it('stays on registration and office pages', () => {
    expect(afterLoginTarget({ lng: 'en', route: registration, search: q('/en/news') })).toBeUndefined();
    expect(afterLoginTarget({ lng: 'en', route: office, search: q('/en/news') })).toBeUndefined();
  });

  it('never leaves the site, whatever the return URL (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), (returnUrl, previousPath) => {
        const target = afterLoginTarget({ lng: 'en', route: login, search: q(returnUrl), previousPath });
        expect(target).toBeDefined();
        expect(target!.startsWith('/')).toBe(true);
        expect(target!.startsWith('//')).toBe(false);
        expect(new URL(target!, 'http://site.test').origin).toBe('http://site.test');
      }),
    );
  });
});

describe('after sign-out (AUTH-008, SESSION-024)', () => {
  it('goes home from office and registration pages', () => {
    expect(afterLogoutTarget({ lng: 'en', route: office, search: '' })).toBe('/en');
    expect(afterLogoutTarget({ lng: 'ru', route: registration, search: '' })).toBe('/ru');
  });

  it('goes home from the ban, block and suspension pages, which are no place for a visitor (issue 9)', () => {
    for (const id of ['block', 'block-ua', 'block-ie', 'suspension']) {
      expect(afterLogoutTarget({ lng: 'en', route: { id, section: 'technical', guards: { allowedWhenBanned: true } }, search: '' }), id).toBe('/en');
    }
  });

  it('follows a return URL on the site, and otherwise reloads the page (undefined)', () => {
    expect(afterLogoutTarget({ lng: 'en', route: news, search: q('/en/promotions') })).toBe('/en/promotions');
    expect(afterLogoutTarget({ lng: 'en', route: news, search: q('https://other.example') })).toBeUndefined();
    expect(afterLogoutTarget({ lng: 'en', route: news, search: '' })).toBeUndefined();
  });
});

describe('return URL parameter (GUARD-019)', () => {
  it('is read only when safe and can be cleared', () => {
    expect(readReturnUrl('?returnUrl=%2Fen%2Fnews&x=1')).toBe('/en/news');
    expect(readReturnUrl('?returnUrl=%2F%2Fother.example')).toBeUndefined();
    expect(clearReturnUrl('?returnUrl=%2Fen%2Fnews&x=1')).toBe('?x=1');
    expect(clearReturnUrl('?returnUrl=%2Fen')).toBe('');
  });
});

describe('after registration: redirect_url and from_url (AUTH-038)', () => {
  const after = (cookies: Record<string, string>, extra: { search?: string; previousPath?: string } = {}) =>
    afterRegistrationTarget({ lng: 'en', route: registration, search: extra.search ?? '', previousPath: extra.previousPath, cookies });

  it('goes to redirect_url first, then the return URL, then from_url, then the previous route, then home', () => {
    expect(after({ redirect_url: '/en/office/history', from_url: '/en/news' }, { search: q('/en/promotions') })).toBe('/en/office/history');
    expect(after({ from_url: '/en/news' }, { search: q('/en/promotions') })).toBe('/en/promotions');
    expect(after({ from_url: '/en/news?x=1' }, { previousPath: '/en/live' })).toBe('/en/news?x=1');
    expect(after({}, { previousPath: '/en/live' })).toBe('/en/live');
    expect(after({})).toBe('/en');
  });

  it.each(PROBES)('lands on the site when both cookies hold the probe %j', (probe) => {
    expect(after({ redirect_url: probe, from_url: probe })).toBe('/en');
    expect(after({ redirect_url: encodeURIComponent(probe), from_url: probe }, { previousPath: '/en/news' })).toBe('/en/news');
  });

  it('never goes back to a sign-in page kept in a cookie', () => {
    expect(after({ redirect_url: '/en/user/login', from_url: '/en/registration' })).toBe('/en');
  });

  it('keeps the query return URL and the page registration was opened from', () => {
    expect(registrationReturnCookies({ search: q('/en/office/history'), previousPath: '/en/live?sport=1' })).toEqual({ redirectUrl: '/en/office/history', fromUrl: '/en/live?sport=1' });
    expect(registrationReturnCookies({ search: '', previousPath: undefined })).toEqual({ redirectUrl: undefined, fromUrl: undefined });
  });

  it.each(PROBES)('keeps nothing of the probe %j', (probe) => {
    expect(registrationReturnCookies({ search: q(probe), previousPath: probe })).toEqual({ redirectUrl: undefined, fromUrl: undefined });
  });

  it('never keeps a sign-in page as the page registration came from', () => {
    expect(registrationReturnCookies({ search: '', previousPath: '/en/user/login' }).fromUrl).toBeUndefined();
  });
});
