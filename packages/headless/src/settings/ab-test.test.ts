import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AB_TEST, abTestVariant } from '@bf/headless/settings';

const on = { [String(AB_TEST.registrationNavigation)]: true };

describe('A/B test variant (AUTH-039)', () => {
  it('is A for everyone while test 70 is off, unlisted or has no bucket key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (key) => {
        expect(abTestVariant(70, { availability: {}, bucketKey: key })).toBe('A');
        expect(abTestVariant(70, { availability: { '70': false }, bucketKey: key })).toBe('A');
        expect(abTestVariant(70, { availability: { '71': true }, bucketKey: key })).toBe('A');
      }),
    );
    expect(abTestVariant(70, { availability: on, bucketKey: '' })).toBe('A');
  });

  it('keeps one bucket key in one variant', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (key) => {
        expect(abTestVariant(70, { availability: on, bucketKey: key })).toBe(abTestVariant(70, { availability: on, bucketKey: key }));
      }),
    );
  });

  it('splits players roughly in half once test 70 is on', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `device-${i}`);
    const b = keys.filter((bucketKey) => abTestVariant(70, { availability: on, bucketKey }) === 'B').length;
    expect(b).toBeGreaterThan(900);
    expect(b).toBeLessThan(1100);
  });

  it('buckets each test on its own: test 70 and test 71 do not pick the same half', () => {
    const availability = { '70': true, '71': true };
    const keys = Array.from({ length: 400 }, (_, i) => `device-${i}`);
    const same = keys.filter((bucketKey) => abTestVariant(70, { availability, bucketKey }) === abTestVariant(71, { availability, bucketKey })).length;
    expect(same).toBeGreaterThan(120);
    expect(same).toBeLessThan(280);
  });
});
