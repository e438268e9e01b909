import { describe, expect, it } from 'vitest';
import { POLICY_LOGO_PATH, showsPolicyLogo } from './policy-logo.ts';

describe('the policy logo (spec: S2 §7; CALL-027)', () => {
  it('shows for the licence countries 1, 66, 126, 228 and 120', () => {
    for (const countryId of [1, 66, 126, 228, 120]) expect(showsPolicyLogo(countryId), `country ${countryId}`).toBe(true);
  });

  it('does not show for another country, or when the config names none', () => {
    for (const countryId of [2, 65, 67, 121, 229, 0, -1]) expect(showsPolicyLogo(countryId), `country ${countryId}`).toBe(false);
    expect(showsPolicyLogo(null)).toBe(false);
    expect(showsPolicyLogo(undefined)).toBe(false);
  });

  it('is the image GET /web-api/policy/logo.agif', () => {
    expect(POLICY_LOGO_PATH).toBe('/web-api/policy/logo.agif');
  });
});
