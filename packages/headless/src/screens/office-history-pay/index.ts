// The office's payment history (spec: S1 §2 office routes "historypay"): main and bonus account tabs, paged.
export { useOfficeHistoryPayScreen, officeHistoryPayModel, HISTORY_PAY_PAGE_SIZE } from './use-office-history-pay-screen.ts';
export type { OfficeHistoryPayModel, OfficeHistoryPayInput, HistoryPayRow, HistoryPayTab } from './use-office-history-pay-screen.ts';
export * as officeHistoryPayFixtures from './fixtures.ts';
/** The accounts and payment calls the screen needs (the shell's, else its own). */
export { AccountsBoundary } from '../../accounts/accounts-boundary.tsx';
