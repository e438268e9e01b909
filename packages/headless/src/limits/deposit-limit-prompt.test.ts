import { describe, expect, it } from 'vitest';
import { depositLimitPrompt } from './deposit-limit-prompt.ts';
import type { Limit } from './limit-rules.ts';

const limit = (limitType: number, limitState: Limit['limitState'], limitValue: number | null): Limit => ({ limitType, limitState, limitValue, limitBalance: null, needApprove: false, startedAt: 1_700_000_000, endsAt: null });

describe('the deposit page\'s deposit-limit prompt', () => {
  it('asks a player without a deposit limit to set one', () => {
    expect(depositLimitPrompt([])).toBe('none');
    // A wager limit (type 1) and a session limit (31) are not deposit limits.
    expect(depositLimitPrompt([limit(1, 'ACTIVE', 5000), limit(31, 'ACTIVE', 2)])).toBe('none');
  });

  it('links to the limits once a 24 h, 7 d or 30 d deposit limit is active or pending', () => {
    expect(depositLimitPrompt([limit(20, 'ACTIVE', 1000)])).toBe('set');
    expect(depositLimitPrompt([limit(22, 'PENDING', 30000)])).toBe('set');
  });

  it('counts the spec\'s no-limit value 999999999 and an inactive limit as none', () => {
    expect(depositLimitPrompt([limit(21, 'ACTIVE', 999_999_999)])).toBe('none');
    expect(depositLimitPrompt([limit(20, 'INACTIVE', 1000)])).toBe('none');
  });

  it('says nothing while the limits are unknown', () => {
    expect(depositLimitPrompt(undefined)).toBeNull();
  });
});
