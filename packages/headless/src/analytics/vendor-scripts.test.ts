import { describe, expect, it, vi } from 'vitest';
import { vendorScriptSrc, wireVendorScripts } from './vendor-scripts.ts';

const ORIGIN = 'https://bookmaker.example';

describe('vendor scripts named by the counters (ANLT-001, CALL-030)', () => {
  it('loads the tag manager, sports-data queue, goal counter and both social pixels, and feeds each its queue', () => {
    const host: Record<string, unknown> = { dataLayer: [] };
    const loadScript = vi.fn(async (_src: string) => {});
    const logError = vi.fn();
    const vendor = wireVendorScripts({
      counters: [
        { kind: 'tag_manager', id: 'GTM-BFDEMO', src: '/vendors/tag-manager.js?id=GTM-BFDEMO' },
        { kind: 'sports_data_queue', id: 'sd-7', src: 'https://sports-data.example/q.js' },
        { kind: 'goal_counter', id: '1045', src: '/vendors/goal-counter.js' },
        { kind: 'social_pixel', id: 'px-a', src: '/vendors/pixel.js?id=px-a' },
        { kind: 'social_pixel', id: 'px-b', src: '/vendors/pixel.js?id=px-b' },
        { kind: 'internal_collector', id: '1518' },
      ],
      host,
      origin: ORIGIN,
      loadScript,
      logError,
    });
    expect(loadScript.mock.calls.map(([src]) => src)).toEqual([
      'https://bookmaker.example/vendors/tag-manager.js?id=GTM-BFDEMO',
      'https://sports-data.example/q.js',
      'https://bookmaker.example/vendors/goal-counter.js',
      'https://bookmaker.example/vendors/pixel.js?id=px-a',
      'https://bookmaker.example/vendors/pixel.js?id=px-b',
    ]);

    vendor({ code: 10000, at: 1, payload: { couponId: 77 } });
    expect(host['_sdq']).toEqual([['event', 10000, { couponId: 77 }]]);
    expect(host['_gcq']).toEqual([['1045', 'reachGoal', '10000', { couponId: 77 }]]);
    expect(host['_spq']).toEqual([
      ['px-a', 'track', '10000', { couponId: 77 }],
      ['px-b', 'track', '10000', { couponId: 77 }],
    ]);
    // The data layer is fed by its own vendor; the tag manager only gets its script here.
    expect(host['dataLayer']).toEqual([]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs a counter of an unknown type or with a bad id, and loads nothing for it (ERR-015)', () => {
    const host: Record<string, unknown> = {};
    const loadScript = vi.fn(async () => {});
    const logError = vi.fn();
    wireVendorScripts({ counters: [{ kind: 'crypto_miner', id: '1', src: '/x.js' }, { kind: 'goal_counter', id: '<script>', src: '/y.js' }], host, origin: ORIGIN, loadScript, logError });
    expect(logError.mock.calls).toEqual([
      ['bad analytics type', 'crypto_miner'],
      ['bad analytics id', '<script>'],
    ]);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('a script that fails to load is logged only, and its queue is still fed', async () => {
    const host: Record<string, unknown> = {};
    const logError = vi.fn();
    const vendor = wireVendorScripts({ counters: [{ kind: 'goal_counter', id: '1045', src: '/gone.js' }], host, origin: ORIGIN, loadScript: () => Promise.reject(new Error('404')), logError });
    vendor({ code: 'page', at: 1, payload: {} });
    expect(host['_gcq']).toEqual([['1045', 'reachGoal', 'page', {}]]);
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith('analytics vendor script failed', expect.objectContaining({ kind: 'goal_counter' })));
  });
});

describe('a vendor script URL', () => {
  it('is a path of this origin or an https URL; other schemes, protocol-relative and malformed ones are refused', () => {
    expect(vendorScriptSrc('/web-api/analytics/v1/vendors/tag_manager.js', ORIGIN)).toBe('https://bookmaker.example/web-api/analytics/v1/vendors/tag_manager.js');
    expect(vendorScriptSrc('https://cdn.example/gtm.js?id=1', ORIGIN)).toBe('https://cdn.example/gtm.js?id=1');
    for (const bad of ['javascript:alert(1)', 'http://cdn.example/gtm.js', '//evil.example/x.js', '/\\evil.example/x.js', 'data:text/javascript,1', 'not a url', '', 42, undefined]) {
      expect(vendorScriptSrc(bad, ORIGIN)).toBeNull();
    }
  });
});
