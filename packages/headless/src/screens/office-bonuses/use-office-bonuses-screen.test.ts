import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { officeBonusesModel, type OfficeBonusesInput } from '@bf/headless/screens/office-bonuses';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
const offer = { id: 'sport-reload', percent: 50, maxBonusMinor: 500_000, minDepositMinor: 50_000, wagerMultiplier: 5, iso: 'RUB', depositMinor: 200_000, bonusMinor: 100_000 };
const bonus = { id: 7, offerId: 'sport-reload', status: 'active' as const, iso: 'RUB', bonusMinor: 100_000, wagerRequiredMinor: 500_000, wageredMinor: 240_000, createdAt: '2026-03-01T10:00:00.000Z' };
const input = (over: Partial<OfficeBonusesInput> = {}): OfficeBonusesInput => ({
  t,
  lng: 'en',
  section: 'deposit',
  data: { offers: [offer], bonuses: [] },
  isError: false,
  busyId: null,
  message: null,
  actions: { optIn: vi.fn(), cancel: vi.fn() },
  ...over,
});

describe('deposit bonuses', () => {
  it('states the terms and what the latest deposit gives, and opts in to that offer', () => {
    const model = officeBonusesModel(input());
    const row = model.offers[0]!;
    expect(row.title).toBe('Sports reload bonus');
    expect(row.terms).toEqual(['50% of your latest deposit, up to RUB\u00a05,000.00', 'Deposit at least RUB\u00a0500.00', 'Wager the bonus 5 times to turn it into real money']);
    expect(row.value).toBe('You get RUB\u00a01,000.00 on your bonus account.');
    expect(row.optIn.isDisabled).toBe(false);
    row.optIn.onPress();
    expect(model.tabs.map((tab) => [tab.href, tab.isCurrent])).toEqual([['/en/office/bonuses/deposit', true], ['/en/office/bonuses/wager', false]]);
  });

  it('offers nothing to take without a qualifying deposit or while a bonus is active', () => {
    const none = officeBonusesModel(input({ data: { offers: [{ ...offer, bonusMinor: null, depositMinor: null }], bonuses: [] } })).offers[0]!;
    expect(none.value).toBe('Deposit at least RUB\u00a0500.00 to take this bonus.');
    expect(none.optIn.isDisabled).toBe(true);
    const busy = officeBonusesModel(input({ data: { offers: [offer], bonuses: [bonus] } })).offers[0]!;
    expect(busy.value).toBe('Finish or cancel your active bonus first.');
    expect(busy.optIn.isDisabled).toBe(true);
  });
});

describe('wagering', () => {
  it('shows 2,400 of 5,000 wagered as 4 of 10 steps, and cancels only the active bonus', () => {
    const model = officeBonusesModel(input({ section: 'wager', data: { offers: [offer], bonuses: [bonus, { ...bonus, id: 5, status: 'cancelled', wageredMinor: 0 }] } }));
    const [active, cancelled] = model.wagers;
    expect(active!.title).toBe('Sports reload bonus: RUB\u00a01,000.00');
    expect(active!.progress).toMatchObject({ value: 240_000, max: 500_000, filledSteps: 4, text: 'RUB\u00a02,400.00 of RUB\u00a05,000.00 wagered' });
    expect(active!.status).toBe('Being wagered');
    expect(cancelled!.cancel).toBeNull();
    expect(cancelled!.status).toBe('Cancelled');
    active!.cancel!.onPress();
    expect(model.emptyText).toBe('You have no bonus to wager. Take one under Deposit bonuses.');
  });

  it('fills all ten steps once wagered and locks buttons while an action runs', () => {
    const done = officeBonusesModel(input({ section: 'wager', data: { offers: [offer], bonuses: [{ ...bonus, status: 'wagered', wageredMinor: 500_000 }] } })).wagers[0]!;
    expect(done.progress.filledSteps).toBe(10);
    expect(done.cancel).toBeNull();
    const locked = officeBonusesModel(input({ busyId: '7', data: { offers: [offer], bonuses: [bonus] } }));
    expect(locked.wagers[0]!.cancel).toMatchObject({ isBusy: true, isDisabled: true });
  });

  it('says loading, then failure, without rows', () => {
    expect(officeBonusesModel(input({ data: undefined })).status).toBe('loading');
    const failed = officeBonusesModel(input({ data: undefined, isError: true }));
    expect([failed.status, failed.statusText, failed.offers.length]).toEqual(['error', 'The bonuses could not be loaded. Try again.', 0]);
  });
});
