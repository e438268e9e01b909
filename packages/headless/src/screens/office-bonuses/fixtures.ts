// Bonus page models for the workbench, built by the model over the English messages: loading, offers before and
// after a qualifying deposit, and wagering half done.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { officeBonusesModel, type OfficeBonusesInput } from './use-office-bonuses-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const offers: NonNullable<OfficeBonusesInput['data']>['offers'] = [
  { id: 'sport-reload', percent: 50, maxBonusMinor: 500_000, minDepositMinor: 50_000, wagerMultiplier: 5, iso: 'RUB', depositMinor: 200_000, bonusMinor: 100_000 },
  { id: 'casino-reload', percent: 100, maxBonusMinor: 300_000, minDepositMinor: 100_000, wagerMultiplier: 20, iso: 'RUB', depositMinor: 200_000, bonusMinor: 200_000 },
];
const base: OfficeBonusesInput = { t, lng: 'en', section: 'deposit', data: undefined, isError: false, busyId: null, message: null, actions: { optIn: noop, cancel: noop } };

export const loading = officeBonusesModel(base);
export const offersReady = officeBonusesModel({ ...base, data: { offers, bonuses: [] } });
export const noDeposit = officeBonusesModel({ ...base, data: { offers: offers.map((offer) => ({ ...offer, depositMinor: null, bonusMinor: null })), bonuses: [] } });
export const wagering = officeBonusesModel({
  ...base,
  section: 'wager',
  data: {
    offers,
    bonuses: [
      { id: 7, offerId: 'sport-reload', status: 'active', iso: 'RUB', bonusMinor: 100_000, wagerRequiredMinor: 500_000, wageredMinor: 240_000, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 5, offerId: 'casino-reload', status: 'cancelled', iso: 'RUB', bonusMinor: 50_000, wagerRequiredMinor: 1_000_000, wageredMinor: 0, createdAt: '2026-02-01T10:00:00.000Z' },
    ],
  },
  message: { text: en.bonuses_opted_in!, tone: 'info' },
});
export const noWager = officeBonusesModel({ ...base, section: 'wager', data: { offers, bonuses: [] } });
