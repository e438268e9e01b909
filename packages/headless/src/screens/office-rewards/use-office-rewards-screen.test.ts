import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { officeRewardsModel } from '@bf/headless/screens/office-rewards';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
void vi;
describe('rewards', () => {
  it('names each reward, with its amount and date, and the total', () => {
    const model = officeRewardsModel({
      t,
      lng: 'en',
      isError: false,
      formatDate: () => 'Mar 1',
      data: {
        totalMinor: 52_100,
        iso: 'RUB',
        rewards: [
          { id: 2, kind: 'cashback', amountMinor: 2_100, iso: 'RUB', createdAt: '2026-03-01T10:00:00.000Z' },
          { id: 1, kind: 'referral', amountMinor: 50_000, iso: 'RUB', createdAt: '2026-03-01T09:00:00.000Z' },
        ],
      },
    });
    expect(model.total.value).toBe('RUB\u00a0521.00');
    expect(model.rows.map((row) => [row.kind, row.amount])).toEqual([['Cashback', 'RUB\u00a021.00'], ["Friend's referral", 'RUB\u00a0500.00']]);
    expect(model.links.map((link) => link.href)).toEqual(['/en/office/bonuses/deposit', '/en/office/promotion', '/en/office/bringfriend']);
  });
});
