import { describe, expect, it } from 'vitest';
import { RenderCache, visitorCacheKey } from './render-cache.ts';

const page = (body: string, status = 200) => ({ status, headers: [] as [string, string][], body });
const text = (body: Uint8Array | undefined) => (body ? Buffer.from(body).toString('utf8') : undefined);

describe('render cache', () => {
  it('serves a visitor page for its time to live, each time with the new nonce', () => {
    let now = 0;
    const cache = new RenderCache(1000, 10, () => now);
    cache.set('k', page('<script nonce="N1"></script><script nonce="N1"></script>'), 'N1');
    expect(text(cache.get('k', 'N2')?.body)).toBe('<script nonce="N2"></script><script nonce="N2"></script>');
    now = 1000;
    expect(cache.get('k', 'N3')).toBeUndefined();
  });

  it('keeps text outside ASCII intact around the nonce', () => {
    const cache = new RenderCache(1000);
    cache.set('k', page('Ставки <script nonce="N1">ü</script> 🏆'), 'N1');
    expect(text(cache.get('k', 'Zz9')?.body)).toBe('Ставки <script nonce="Zz9">ü</script> 🏆');
  });

  it('never caches errors and stays within its size', () => {
    const cache = new RenderCache(1000, 2);
    cache.set('a', page('x', 404), 'n');
    expect(cache.get('a', 'n')).toBeUndefined();
    cache.set('b', page('b'), 'n');
    cache.set('c', page('c'), 'n');
    cache.set('d', page('d'), 'n');
    expect(cache.get('b', 'n')).toBeUndefined();
    expect(text(cache.get('d', 'n')?.body)).toBe('d');
  });

  it('is off with a zero time to live', () => {
    const cache = new RenderCache(0);
    cache.set('a', page('a'), 'n');
    expect(cache.get('a', 'n')).toBeUndefined();
  });

  it('never caches a signed-in request and keys on what changes a visitor page', () => {
    expect(visitorCacheKey('desktop', '/en', { user_token: 't' }, 'en')).toBeUndefined();
    const base = visitorCacheKey('desktop', '/en', {}, 'en');
    expect(visitorCacheKey('mobile', '/en', {}, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { app_theme: '1' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { lng: 'de' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { maintenance: '1' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { force_geo_off: '1' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { tzo: '330' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { hide_right: '1' }, 'en')).not.toBe(base);
    // A visitor who answered the consent sheet gets no sheet in the page; one who did not, gets it.
    expect(visitorCacheKey('desktop', '/en', { cookies_agree_type: 'disable' }, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en?x=1', {}, 'en')).not.toBe(base);
    expect(visitorCacheKey('desktop', '/en', { analytics: 'x' }, 'en')).toBe(base);
  });
});
