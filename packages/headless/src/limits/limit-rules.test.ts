import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeExclusion,
  changeLocked,
  classifyChange,
  coolingOffOver,
  depositLimitDue,
  depositLimitToApprove,
  hoursLeft,
  isNoLimit,
  keepsRejectedLimit,
  limitDays,
  lowestRemaining,
  nextApprovalDelayMs,
  periodSeconds,
  remainingOf,
} from './limit-rules.ts';

describe('hoursLeft', () => {
  it('rounds the time to the end up to whole hours', () => {
    // ends 12:00:00, now 10:30:00 → 1.5 h → 2
    expect(hoursLeft(1_772_366_400, 1_772_361_000_000)).toBe(2);
    // exactly 24 h before the end → 24
    expect(hoursLeft(86_400, 0)).toBe(24);
    // 23 h 59 m 59.999 s before the end → 24
    expect(hoursLeft(86_400, 1)).toBe(24);
    // one second before the end → 1
    expect(hoursLeft(86_400, 86_399_000)).toBe(1);
  });
  it('is 0 once the end has passed', () => {
    expect(hoursLeft(100, 200_000)).toBe(0);
  });
  it('never grows as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (ends, now, step) => {
        expect(hoursLeft(ends, now + step)).toBeLessThanOrEqual(hoursLeft(ends, now));
      }),
    );
  });
});

describe('limitDays', () => {
  it('is (endsAt − startedAt) / 86400', () => {
    expect(limitDays({ startedAt: 1_000, endsAt: 1_000 + 7 * 86_400 })).toBe(7);
    expect(limitDays({ startedAt: 0, endsAt: 43_200 })).toBe(0.5);
  });
});

describe('periodSeconds', () => {
  it('counts 24 hours, 7 days and 30 days for deposit, wager and loss limits', () => {
    expect([periodSeconds(20), periodSeconds(21), periodSeconds(22)]).toEqual([86_400, 604_800, 2_592_000]);
    expect([periodSeconds(1), periodSeconds(12)]).toEqual([86_400, 2_592_000]);
    expect(periodSeconds(30)).toBeUndefined();
  });
});

describe('classifyChange', () => {
  it('takes a decrease and a first limit as stricter, an increase and a removal as looser', () => {
    expect(classifyChange(1000, 500)).toBe('stricter');
    expect(classifyChange(null, 500)).toBe('stricter');
    expect(classifyChange(999_999_999, 500)).toBe('stricter');
    expect(classifyChange(500, 1000)).toBe('looser');
    expect(classifyChange(500, null)).toBe('looser');
    expect(classifyChange(500, 999_999_999)).toBe('looser');
    expect(classifyChange(500, 500)).toBe('same');
  });
  it('is antisymmetric', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const there = classifyChange(a, b);
        const back = classifyChange(b, a);
        expect(there === 'same' ? back === 'same' : there !== back && back !== 'same').toBe(true);
      }),
    );
  });
});

describe('coolingOffOver', () => {
  it('opens the confirmation 24 hours after the request, not a second before', () => {
    expect(coolingOffOver({ startedAt: 1_000 }, 1_000 + 86_399)).toBe(false);
    expect(coolingOffOver({ startedAt: 1_000 }, 1_000 + 86_400)).toBe(true);
  });
});

describe('lowestRemaining', () => {
  it('applies the lowest remaining active deposit limit', () => {
    const limits = [
      { limitType: 20, limitState: 'ACTIVE' as const, limitBalance: 300 },
      { limitType: 21, limitState: 'ACTIVE' as const, limitBalance: 120 },
      { limitType: 22, limitState: 'PENDING' as const, limitBalance: 50 },
      { limitType: 10, limitState: 'ACTIVE' as const, limitBalance: 5 },
    ];
    expect(lowestRemaining(limits, [20, 21, 22])).toEqual({ limitType: 21, remaining: 120 });
    expect(lowestRemaining([], [20, 21, 22])).toBeUndefined();
  });
  it('is never above any active balance of the kind', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 3 }), (balances) => {
        const limits = balances.map((limitBalance, index) => ({ limitType: 20 + index, limitState: 'ACTIVE' as const, limitBalance }));
        const lowest = lowestRemaining(limits, [20, 21, 22]);
        for (const balance of balances) expect(lowest!.remaining).toBeLessThanOrEqual(balance);
      }),
    );
  });
});

describe('remainingOf', () => {
  it('is the value less what was used, not below 0', () => {
    expect(remainingOf(1000, 350.5)).toBe(649.5);
    expect(remainingOf(100, 250)).toBe(0);
  });
});

describe('activeExclusion', () => {
  it('finds a running self-exclusion or time-out and ignores one that ended', () => {
    const running = { limitType: 33, limitState: 'ACTIVE' as const, endsAt: 2_000 };
    expect(activeExclusion([running], 1_999)).toBe(running);
    expect(activeExclusion([running], 2_000)).toBeUndefined();
    expect(activeExclusion([{ limitType: 20, limitState: 'ACTIVE' as const, endsAt: null }], 0)).toBeUndefined();
  });
});

describe('deposit limit to approve (LIMIT-016, LIMIT-026, LIMIT-029)', () => {
  const pending = (limitType: number, startedAt: number, endsAt: number | null = null) => ({ limitType, limitState: 'PENDING' as const, startedAt, endsAt, needApprove: false });
  it('is the epoch-seconds time 86 400 s after the start of the first pending deposit-limit change', () => {
    expect(depositLimitToApprove([])).toBeNull();
    // A 7-day change asked at 1 000 000 s and a 24-hour one at 1 050 000 s: the first is approvable at 1 086 400.
    expect(depositLimitToApprove([pending(22, 1_050_000), pending(21, 1_000_000)])).toBe(1_086_400);
    // A wager-limit change (type 1) is no deposit limit; an explicit end wins over start + 86 400.
    expect(depositLimitToApprove([pending(1, 10), pending(20, 5_000, 90_000)])).toBe(90_000);
    expect(depositLimitToApprove([{ ...pending(20, 5_000), limitState: 'ACTIVE' as const }])).toBeNull();
  });
  it('is due once its approval time has passed, not one second before', () => {
    const change = pending(20, 1_000_000);
    expect(depositLimitDue([change], 1_086_399)).toBeUndefined();
    expect(depositLimitDue([change], 1_086_400)).toBe(change);
    expect(depositLimitDue([{ ...change, needApprove: true }], 1_000_001)).toBeDefined();
    expect(depositLimitDue([pending(10, 0)], 2_000_000)).toBeUndefined();
  });
});

describe('nextApprovalDelayMs (LIMIT-028)', () => {
  it('is the time to the nearest approval still ahead, in ms', () => {
    const limits = [
      { limitState: 'PENDING' as const, startedAt: 1_000_000, endsAt: 1_086_400 },
      { limitState: 'PENDING' as const, startedAt: 1_050_000, endsAt: 1_136_400 },
    ];
    // 10 s before the first deadline → 10 000 ms; past it, the second one (50 000 s later).
    expect(nextApprovalDelayMs(limits, 1_086_390_000)).toBe(10_000);
    expect(nextApprovalDelayMs(limits, 1_086_400_000)).toBe(50_000_000);
    expect(nextApprovalDelayMs(limits, 1_136_400_000)).toBeNull();
  });
  it('never asks for a timer longer than a browser keeps (2 147 483 647 ms)', () => {
    expect(nextApprovalDelayMs([{ limitState: 'PENDING', startedAt: 0, endsAt: 100 * 86_400 }], 0)).toBe(2_147_483_647);
  });
});

describe('changeLocked (LIMIT-019)', () => {
  const active = { limitType: 20, limitState: 'ACTIVE' as const, limitValue: 500 };
  const waiting = { limitType: 20, limitState: 'PENDING' as const, limitValue: 2000 };
  it('locks a further increase or removal while a change waits, never a decrease', () => {
    expect(changeLocked([active, waiting], 20, 3000)).toBe(true);
    expect(changeLocked([active, waiting], 20, null)).toBe(true);
    expect(changeLocked([active, waiting], 20, 400)).toBe(false);
    expect(changeLocked([active], 20, 3000)).toBe(false);
    expect(changeLocked([active, waiting], 21, 3000)).toBe(false);
  });
});

describe('session limit -1 and reject failures (LIMIT-035, LIMIT-020)', () => {
  it('reads -1 as not set, like no value', () => {
    expect(isNoLimit(-1)).toBe(true);
    expect(isNoLimit(1)).toBe(false);
    expect(isNoLimit(24)).toBe(false);
    // From not set (-1) to 3 hours is stricter; from 3 hours to not set is looser.
    expect(classifyChange(-1, 3)).toBe('stricter');
    expect(classifyChange(3, -1)).toBe('looser');
  });
  it('keeps a rejected change only on unauthorized (401) or forbidden (403)', () => {
    expect(keepsRejectedLimit(401)).toBe(true);
    expect(keepsRejectedLimit(403)).toBe(true);
    expect(keepsRejectedLimit(404)).toBe(false);
    expect(keepsRejectedLimit(500)).toBe(false);
    expect(keepsRejectedLimit(undefined)).toBe(false);
  });
});
