import { describe, expect, it } from 'vitest';
import { checkBudget, type Budget } from './budget-check.ts';
import { median, summariseRuns, type LighthouseRun } from './lighthouse.ts';

const budget: Budget = {
  routes: [
    { app: 'mobile', path: '/en', jsLimitKiB: 212, jsTargetKiB: 150, why: '' },
    { app: 'desktop', path: '/en', jsLimitKiB: 215, jsTargetKiB: 160, why: '' },
  ],
  css: [{ app: 'mobile', cssLimitKiB: 10, why: '' }],
};

describe('budget check', () => {
  it('passes figures at or under their limits and says how far each is from its target, beside the floor', () => {
    const report = checkBudget(
      budget,
      [
        { app: 'mobile', path: '/en', jsKiB: 212, cssKiB: 10, jsFiles: 16 },
        { app: 'desktop', path: '/en', jsKiB: 159.5, cssKiB: 7, jsFiles: 12 },
      ],
      110.9,
    );
    expect(report.failures).toEqual([]);
    expect(report.lines.join('\n')).toContain('mobile /en');
    expect(report.lines.join('\n')).toContain('212.0 KiB in 16 files = floor + 101.1 KiB; limit 212 KiB ok; target 150 KiB: 62.0 KiB to go');
    expect(report.lines.join('\n')).toContain('159.5 KiB in 12 files = floor + 48.6 KiB; limit 215 KiB ok; target met');
  });

  it('fails a route over its JS limit, CSS over its limit, and a budgeted route that was not measured', () => {
    const report = checkBudget(budget, [{ app: 'mobile', path: '/en', jsKiB: 212.1, cssKiB: 10.2, jsFiles: 16 }], 110.9);
    expect(report.failures).toEqual(['mobile /en: JS 212.1 KiB > limit 212 KiB', 'desktop /en: not measured', 'mobile CSS 10.2 KiB > limit 10 KiB']);
  });
});

describe('Lighthouse medians', () => {
  const run = (score: number, lcpMs: number, longTasksMs: number[]): LighthouseRun => ({ score, fcpMs: 900, lcpMs, tbtMs: 10 * score, cls: 0, speedIndexMs: 1000, transferBytes: 200_000, longTasksMs });

  it('takes the median of each figure over the runs, and the long tasks of the median-score run', () => {
    const summary = summariseRuns({ name: 'mobile home', url: 'http://x/en', preset: 'mobile' }, [run(90, 1800, [120]), run(70, 2500, [300, 90]), run(96, 1200, [])]);
    expect(summary).toMatchObject({ score: 90, lcpMs: 1800, tbtMs: 900, longTasksMs: [120] });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
