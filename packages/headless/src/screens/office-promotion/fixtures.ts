// Promotion page models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { officePromotionModel, type OfficePromotionInput } from './use-office-promotion-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const promotions: OfficePromotionInput['promotions'] = [
  { code: 'WELCOME2026', rewardMinor: 30_000, iso: 'RUB', endsAt: '2026-12-31T23:59:59.000Z', isRedeemed: true },
  { code: 'SPORTWEEK', rewardMinor: 50_000, iso: 'RUB', endsAt: '2026-12-31T23:59:59.000Z', isRedeemed: false },
];
const base: OfficePromotionInput = { t, lng: 'en', promotions: undefined, isError: false, draft: { text: '', isSubmitted: false, isBusy: false, message: null }, formatDate: () => 'December 31, 2026', actions: { setText: noop, submit: noop } };

export const loading = officePromotionModel(base);
export const ready = officePromotionModel({ ...base, promotions });
export const applied = officePromotionModel({ ...base, promotions, draft: { text: '', isSubmitted: false, isBusy: false, message: { text: 'Code SPORTWEEK applied: RUB 500.00 is on your bonus account.', tone: 'success' } } });
export const invalid = officePromotionModel({ ...base, promotions, draft: { text: '<b>', isSubmitted: true, isBusy: false, message: null } });
