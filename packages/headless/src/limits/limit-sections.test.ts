import { describe, expect, it } from 'vitest';
import { isLimitSectionDisabled } from './limit-sections.ts';

describe('limit sections switched off by the site config (LIMIT-014)', () => {
  it('reads EXTRA_LIMITS as the spec writes it, and nothing else', () => {
    expect(isLimitSectionDisabled(['EXTRA_LIMITS'], 'EXTRA_LIMITS')).toBe(true);
    expect(isLimitSectionDisabled(['DEPOSIT', 'EXTRA_LIMITS'], 'EXTRA_LIMITS')).toBe(true);
    expect(isLimitSectionDisabled(['extra_limits'], 'EXTRA_LIMITS')).toBe(false);
    expect(isLimitSectionDisabled([], 'EXTRA_LIMITS')).toBe(false);
    expect(isLimitSectionDisabled(undefined, 'EXTRA_LIMITS')).toBe(false);
  });
});
