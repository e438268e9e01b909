import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APP_VIEW_TYPE,
  ASIAN_VIEW_ODDS_FORMATS,
  ODDS_FORMAT,
  ODDS_FORMAT_IDS,
  acceptMarketsNameType,
  acceptViewType,
  adjustOddsFormatForView,
  allowedOddsFormats,
  resolveOddsFormat,
} from '@bf/headless/odds';

describe('resolveOddsFormat', () => {
  it('takes an allowed format id', () => {
    for (const id of ODDS_FORMAT_IDS) expect(resolveOddsFormat(id)).toBe(id);
  });

  it('ignores an id that is not allowed and keeps the previous one, else decimal', () => {
    expect(resolveOddsFormat(3, { previous: ODDS_FORMAT.american })).toBe(2);
    expect(resolveOddsFormat('1', { previous: ODDS_FORMAT.malay })).toBe(6);
    expect(resolveOddsFormat(null)).toBe(0);
    expect(resolveOddsFormat(7, { previous: 99 })).toBe(0);
  });

  it('narrows to the formats the site allows, always keeping decimal', () => {
    expect(allowedOddsFormats([1, 2, 99])).toEqual([0, 1, 2]);
    expect(resolveOddsFormat(4, { allowed: [1, 2], previous: 1 })).toBe(1);
    expect(resolveOddsFormat(0, { allowed: [] })).toBe(0);
  });

  it('adjusts for the Asian view: fractional, American, probability and exact fractions become Hong Kong', () => {
    const asian = { viewType: APP_VIEW_TYPE.asian };
    expect(resolveOddsFormat(ODDS_FORMAT.fractional, asian)).toBe(ODDS_FORMAT.hongKong);
    expect(resolveOddsFormat(ODDS_FORMAT.american, asian)).toBe(ODDS_FORMAT.hongKong);
    expect(resolveOddsFormat(ODDS_FORMAT.impliedProbability, asian)).toBe(ODDS_FORMAT.hongKong);
    expect(resolveOddsFormat(ODDS_FORMAT.fractionalExact, asian)).toBe(ODDS_FORMAT.hongKong);
    for (const id of [0, 4, 5, 6, 14]) expect(resolveOddsFormat(id, asian)).toBe(id);
    // A site without Hong Kong gets decimal in the Asian view.
    expect(adjustOddsFormatForView(ODDS_FORMAT.american, APP_VIEW_TYPE.asian, [1, 2])).toBe(ODDS_FORMAT.decimal);
  });

  it('leaves every allowed format alone in the European view', () => {
    for (const id of ODDS_FORMAT_IDS) expect(adjustOddsFormatForView(id, APP_VIEW_TYPE.european)).toBe(id);
  });

  it('always gives an allowed format that the view shows (property)', () => {
    const anything = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.string(), fc.constant(undefined), fc.double());
    const allowedList = fc.subarray([...ODDS_FORMAT_IDS, 3, 99]);
    fc.assert(
      fc.property(anything, anything, fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>, allowedList, (requested, previous, viewType, allowed) => {
        const id = resolveOddsFormat(requested, { previous: previous as number, viewType, allowed });
        expect(allowedOddsFormats(allowed)).toContain(id);
        if (viewType === 1) expect(ASIAN_VIEW_ODDS_FORMATS).toContain(id);
      }),
    );
  });
});

describe('site defaults', () => {
  it('accepts a view type only if it is in the allowed list', () => {
    expect(acceptViewType(1, 0)).toBe(1);
    expect(acceptViewType(1, 0, [0])).toBe(0);
    expect(acceptViewType(2, 1)).toBe(1);
    expect(acceptViewType('1', 0)).toBe(0);
  });

  it('accepts a markets name type only if it is in the allowed list', () => {
    expect(acceptMarketsNameType('full', 'short')).toBe('full');
    expect(acceptMarketsNameType('full', 'short', ['short'])).toBe('short');
    expect(acceptMarketsNameType('long', 'short', ['long', 'short'])).toBe('short');
    expect(acceptMarketsNameType(undefined, 'full')).toBe('full');
  });
});
