// The bet history (office/history): filters, coupons, a coupon's detail and print (spec: S1 §2 office routes).
export { useOfficeHistoryScreen, officeHistoryModel, historyQuery, HISTORY_PAGE_SIZE, NO_FILTERS } from './use-office-history-screen.ts';
export type { OfficeHistoryModel, OfficeHistoryInput, HistoryFilters, HistoryRow, HistoryDetail, HistorySelect, HistoryDate } from './use-office-history-screen.ts';
export * as officeHistoryFixtures from './fixtures.ts';
