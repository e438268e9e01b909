// Rewards page models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { officeRewardsModel, type OfficeRewardsInput } from './use-office-rewards-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
void noop;
const base: OfficeRewardsInput = { t, lng: 'en', data: undefined, isError: false, formatDate: () => 'Mar 1, 2026, 10:00 AM' };

export const loading = officeRewardsModel(base);
export const empty = officeRewardsModel({ ...base, data: { totalMinor: 0, iso: 'RUB', rewards: [] } });
export const withRewards = officeRewardsModel({
  ...base,
  data: {
    totalMinor: 152_100,
    iso: 'RUB',
    rewards: [
      { id: 3, kind: 'cashback', amountMinor: 2_100, iso: 'RUB', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 2, kind: 'promo', amountMinor: 50_000, iso: 'RUB', createdAt: '2026-02-28T10:00:00.000Z' },
      { id: 1, kind: 'bonus', amountMinor: 100_000, iso: 'RUB', createdAt: '2026-02-27T10:00:00.000Z' },
    ],
  },
});
