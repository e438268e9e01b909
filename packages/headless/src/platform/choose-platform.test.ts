import { describe, expect, it } from 'vitest';
import { choosePlatform, deviceFlags } from '@bf/headless/platform/choose-platform';
import { isTouchMac } from '@bf/headless/platform';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('choosePlatform', () => {
  it('forces mobile with platform_type=mobile and remembers it', () => {
    expect(choosePlatform({ query: 'mobile', userAgent: WINDOWS })).toEqual({ platform: 'mobile', remember: 'mobile' });
  });
  it('uses the remembered cookie when the query has none', () => {
    expect(choosePlatform({ cookie: 'mobile', userAgent: WINDOWS })).toEqual({ platform: 'mobile' });
    expect(choosePlatform({ cookie: 'desktop', userAgent: IPHONE })).toEqual({ platform: 'desktop' });
  });
  it('sends phones and tablets to mobile and computers to desktop', () => {
    expect(choosePlatform({ userAgent: IPHONE }).platform).toBe('mobile');
    expect(choosePlatform({ userAgent: ANDROID }).platform).toBe('mobile');
    expect(choosePlatform({ userAgent: IPAD }).platform).toBe('mobile');
    expect(choosePlatform({ userAgent: WINDOWS }).platform).toBe('desktop');
    expect(choosePlatform({ userAgent: MAC }).platform).toBe('desktop');
    expect(choosePlatform({}).platform).toBe('desktop');
  });
  it('ignores unknown platform values', () => {
    expect(choosePlatform({ query: 'tv', cookie: 'fridge', userAgent: WINDOWS })).toEqual({ platform: 'desktop' });
  });
});

describe('deviceFlags', () => {
  it('reads the spec device flags', () => {
    expect(deviceFlags(IPHONE)).toMatchObject({ mobile: true, iOS: true, desktop: false });
    expect(deviceFlags(ANDROID)).toMatchObject({ mobile: true, Android: true });
    expect(deviceFlags(WINDOWS)).toMatchObject({ desktop: true, Windows: true });
    expect(deviceFlags(MAC)).toMatchObject({ desktop: true, Mac: true });
    expect(deviceFlags(IPAD)).toMatchObject({ tablet: true });
  });
});

describe('isTouchMac', () => {
  it('spots an iPad that reports itself as a Mac', () => {
    expect(isTouchMac({ platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isTouchMac({ platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isTouchMac({ platform: 'Win32', maxTouchPoints: 10 })).toBe(false);
  });
});
