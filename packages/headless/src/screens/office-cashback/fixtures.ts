// Cashback page models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { officeCashbackModel, type OfficeCashbackInput } from './use-office-cashback-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const vip: NonNullable<OfficeCashbackInput['data']> = {
  kind: 'vip',
  level: 2,
  levels: [
    { level: 1, minStakesMinor: 0, percent: 5 },
    { level: 2, minStakesMinor: 1_000_000, percent: 7 },
    { level: 3, minStakesMinor: 5_000_000, percent: 10 },
    { level: 4, minStakesMinor: 20_000_000, percent: 12 },
  ],
  percent: 7,
  stakesMinor: 1_250_000,
  lossMinor: 300_000,
  amount: '210.00',
  amountMinor: 21_000,
  iso: 'RUB',
  lastClaimAt: null,
};
const base: OfficeCashbackInput = { t, lng: 'en', kind: 'vip', data: undefined, isError: false, isBusy: false, message: null, formatDate: () => 'Mar 1, 2026, 10:00 AM', actions: { claim: noop } };

export const loading = officeCashbackModel(base);
export const claimable = officeCashbackModel({ ...base, data: vip });
export const claimed = officeCashbackModel({ ...base, kind: 'premium', data: { ...vip, kind: 'premium', amount: '0.00', amountMinor: 0, lossMinor: 0, lastClaimAt: '2026-03-01T10:00:00.000Z' }, message: { text: 'RUB 210.00 is on your main account.', tone: 'info' } });
export const failed = officeCashbackModel({ ...base, isError: true });
