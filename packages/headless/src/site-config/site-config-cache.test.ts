import { describe, expect, it, vi } from 'vitest';
import { configTtlMs, createSiteConfigCache, FALLBACK_SITE_CONFIG, isMaintenanceNoticeActive, parseMaintenanceDate } from '@bf/headless/site-config';

const config = { ...FALLBACK_SITE_CONFIG, companyName: 'Test' };

describe('site config cache', () => {
  it('caches for a random 600–900 s', () => {
    expect(configTtlMs(() => 0)).toBe(600_000);
    expect(configTtlMs(() => 0.999999)).toBeLessThanOrEqual(900_000);
    let now = 0;
    const getSiteConfig = vi.fn(async () => config);
    const cache = createSiteConfigCache({ bff: { getSiteConfig }, now: () => now, random: () => 0 });
    void cache.get('en');
    void cache.get('en');
    now = 599_999;
    void cache.get('en');
    expect(getSiteConfig).toHaveBeenCalledTimes(1);
    now = 600_001;
    void cache.get('en');
    expect(getSiteConfig).toHaveBeenCalledTimes(2);
  });

  it('falls back to flags-off config and logs when the BFF fails, then tries again next time', async () => {
    const onError = vi.fn();
    const getSiteConfig = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(config);
    const cache = createSiteConfigCache({ bff: { getSiteConfig }, onError });
    expect(await cache.get('en')).toBe(FALLBACK_SITE_CONFIG);
    expect(onError).toHaveBeenCalledOnce();
    expect(await cache.get('en')).toBe(config);
  });

  it('logs each time the fallback config is served, with its language, and not when the config loads', async () => {
    const onFallback = vi.fn();
    const getSiteConfig = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(config);
    const cache = createSiteConfigCache({ bff: { getSiteConfig }, onError: () => {}, onFallback });
    await cache.get('de');
    expect(onFallback).toHaveBeenCalledExactlyOnceWith('de');
    await cache.get('de');
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('logs the fallback to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = createSiteConfigCache({ bff: { getSiteConfig: () => Promise.reject(new Error('down')) }, onError: () => {} });
    await cache.get('en');
    expect(warn).toHaveBeenCalledWith('site config: serving the built-in fallback for en');
    warn.mockRestore();
  });
});

describe('maintenance dates', () => {
  it('parses dates before use and ignores garbage', () => {
    expect(parseMaintenanceDate('2026-01-01T00:00:00Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseMaintenanceDate('not a date')).toBeUndefined();
    expect(parseMaintenanceDate(null)).toBeUndefined();
  });
  it('shows the notice once notify start has passed and notify end has not', () => {
    const m = { ...config.maintenance, notify_started_at: '2026-01-01T00:00:00Z', notify_ended_at: '2026-01-02T00:00:00Z' };
    expect(isMaintenanceNoticeActive(m, new Date('2025-12-31T23:00:00Z'))).toBe(false);
    expect(isMaintenanceNoticeActive(m, new Date('2026-01-01T12:00:00Z'))).toBe(true);
    expect(isMaintenanceNoticeActive(m, new Date('2026-01-02T00:00:01Z'))).toBe(false);
  });
});
