import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The `--breakpoint-*` widths an app's Tailwind theme declares, in px. */
function breakpointsOf(app: 'desktop' | 'mobile'): number[] {
  const css = readFileSync(new URL(`../../../apps/${app}/src/client.css`, import.meta.url), 'utf8');
  return [...css.matchAll(/--breakpoint-[a-z0-9]+:\s*(\d+)px/g)].map((m) => Number(m[1]));
}

// docs/decisions.md PLAT-007: each app has its own set; neither carries the other's widths.
describe('screen breakpoints', () => {
  it('gives the desktop app the spec list 1152 to 3840 and nothing else', () => {
    expect(breakpointsOf('desktop')).toEqual([1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840]);
  });

  it('gives the mobile app its own small-screen set, all below the desktop minimum', () => {
    const mobile = breakpointsOf('mobile');
    expect(mobile).toEqual([360, 390, 428, 600, 768]);
    expect(Math.max(...mobile)).toBeLessThan(1024);
  });

  it('resets Tailwind defaults in both apps, so no foreign breakpoint is left', () => {
    for (const app of ['desktop', 'mobile'] as const) {
      expect(readFileSync(new URL(`../../../apps/${app}/src/client.css`, import.meta.url), 'utf8')).toContain('--breakpoint-*: initial;');
    }
  });
});
