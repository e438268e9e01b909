import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { officeCashbackModel, type OfficeCashbackInput } from '@bf/headless/screens/office-cashback';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
const data: NonNullable<OfficeCashbackInput['data']> = {
  kind: 'vip',
  level: 2,
  levels: [
    { level: 1, minStakesMinor: 0, percent: 5 },
    { level: 2, minStakesMinor: 1_000_000, percent: 7 },
  ],
  percent: 7,
  stakesMinor: 1_250_000,
  lossMinor: 300_000,
  amount: '210.00',
  amountMinor: 21_000,
  iso: 'RUB',
  lastClaimAt: null,
};
const input = (over: Partial<OfficeCashbackInput> = {}): OfficeCashbackInput => ({ t, lng: 'en', kind: 'vip', data, isError: false, isBusy: false, message: null, formatDate: () => 'Mar 1', actions: { claim: vi.fn() }, ...over });

describe('cashback', () => {
  it('shows the level, the figures and the amount to claim', () => {
    const model = officeCashbackModel(input());
    expect(model.title).toBe('VIP cashback');
    expect(model.level).toBe('Level 2 · 7% back');
    expect(model.facts.map((fact) => fact.value)).toEqual(['RUB\u00a012,500.00', 'RUB\u00a03,000.00', 'Never']);
    expect(model.amount).toBe('Cashback to claim: RUB\u00a0210.00');
    expect(model.levels.map((level) => [level.threshold, level.percent, level.isCurrent])).toEqual([
      ['From the first bet', '5%', false],
      ['From RUB\u00a010,000.00 staked', '7%', true],
    ]);
    expect(model.claim.isDisabled).toBe(false);
  });

  it('cannot claim nothing, nor twice while a claim runs', () => {
    expect(officeCashbackModel(input({ data: { ...data, amountMinor: 0, amount: '0.00' } })).claim.isDisabled).toBe(true);
    expect(officeCashbackModel(input({ isBusy: true })).claim).toMatchObject({ isDisabled: true, label: 'Claiming…' });
    expect(officeCashbackModel(input({ kind: 'premium' })).title).toBe('Premium cashback');
  });
});
