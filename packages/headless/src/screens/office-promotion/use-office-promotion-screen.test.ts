import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { officePromotionModel, promoCodeDraft, type OfficePromotionInput } from '@bf/headless/screens/office-promotion';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
const input = (over: Partial<OfficePromotionInput> = {}): OfficePromotionInput => ({
  t,
  lng: 'en',
  promotions: [
    { code: 'WELCOME2026', rewardMinor: 30_000, iso: 'RUB', endsAt: '2026-12-31T23:59:59.000Z', isRedeemed: true },
    { code: 'SPORTWEEK', rewardMinor: 50_000, iso: 'RUB', endsAt: '2026-12-31T23:59:59.000Z', isRedeemed: false },
  ],
  isError: false,
  draft: { text: '', isSubmitted: false, isBusy: false, message: null },
  formatDate: () => 'December 31, 2026',
  actions: { setText: vi.fn(), submit: vi.fn() },
  ...over,
});

describe('promo codes', () => {
  it('cleans a typed code as the API does and refuses the malformed', () => {
    expect(promoCodeDraft('  sportweek ')).toEqual({ code: 'SPORTWEEK' });
    expect(promoCodeDraft('friend-2s')).toEqual({ code: 'FRIEND-2S' });
    expect(promoCodeDraft('   ')).toEqual({ error: 'empty' });
    expect(promoCodeDraft('<b>')).toEqual({ error: 'format' });
    expect(promoCodeDraft('AB')).toEqual({ error: 'format' });
    expect(promoCodeDraft('A'.repeat(33))).toEqual({ error: 'format' });
  });

  it('shows the field error only after a submit', () => {
    expect(officePromotionModel(input({ draft: { text: '<b>', isSubmitted: false, isBusy: false, message: null } })).form.field.error).toBeUndefined();
    expect(officePromotionModel(input({ draft: { text: '<b>', isSubmitted: true, isBusy: false, message: null } })).form.field.error).toBe('A code has 3 to 32 letters, digits or dashes.');
  });

  it('lists promotions with their reward, end and whether used; an unused one fills the field', () => {
    const model = officePromotionModel(input());
    expect(model.promotions.map((row) => [row.code, row.reward, row.ends, row.status])).toEqual([
      ['WELCOME2026', 'RUB\u00a0300.00 to your bonus account', 'Until December 31, 2026', 'Used'],
      ['SPORTWEEK', 'RUB\u00a0500.00 to your bonus account', 'Until December 31, 2026', 'Available'],
    ]);
    expect(model.promotions[0]!.use).toBeNull();
    model.promotions[1]!.use!.onPress();
  });
});
