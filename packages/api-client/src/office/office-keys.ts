// SWR keys of the office calls, in a file of their own: a screen keys its data without loading the calls' code.
import type { PaymentDirection } from './office-schemas.ts';
import type { CashbackKind } from './rewards-schemas.ts';
import type { BetHistoryFilter, PaymentsFilter } from './office-api.ts';

/** A filter's ids as the API reads them: comma-separated, or absent when none. */
export const idsParam = (values: readonly number[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/** SWR keys of the office calls. */
export const officeKeys = {
  accounts: () => ['web-api', 'office', 'accounts'] as const,
  currencies: () => ['web-api', 'office', 'currencies'] as const,
  ledger: (accountId: number, limit = 50, beforeId?: number) => ['web-api', 'office', 'ledger', accountId, limit, beforeId ?? null] as const,
  bonusPopup: () => ['web-api', 'office', 'bonus-popup-information'] as const,
  paymentMethods: (accountId: number, direction: PaymentDirection) => ['web-api', 'office', 'payment-methods', accountId, direction] as const,
  payments: (filter: PaymentsFilter = {}) => ['web-api', 'office', 'payments', filter.accountId ?? null, filter.direction ?? null, filter.limit ?? 20, filter.beforeId ?? null] as const,
  payment: (paymentId: number) => ['web-api', 'office', 'payment', paymentId] as const,
  bets: (filter: BetHistoryFilter = {}) =>
    ['web-api', 'office', 'bets', filter.lang ?? 'en', filter.dateFrom ?? null, filter.dateTo ?? null, idsParam(filter.status) ?? null, idsParam(filter.typeId) ?? null, filter.limit ?? 20, filter.beforeId ?? null] as const,
  bet: (couponId: number, lang = 'en') => ['web-api', 'office', 'bet', couponId, lang] as const,
  settings: () => ['web-api', 'office', 'settings'] as const,
  personalData: () => ['web-api', 'office', 'personal-data'] as const,
  security: () => ['web-api', 'office', 'security'] as const,
  bonuses: () => ['web-api', 'office', 'bonuses'] as const,
  cashback: (kind: CashbackKind) => ['web-api', 'office', 'cashback', kind] as const,
  promotions: () => ['web-api', 'office', 'promotions'] as const,
  referrals: () => ['web-api', 'office', 'referrals'] as const,
  rewards: () => ['web-api', 'office', 'rewards'] as const,
};

