// VIP and premium cashback (spec: S1 §2 office routes casino/vipcashback and casino/premiumcashback; S2 §3 cashback mode).
export { useOfficeCashbackScreen, officeCashbackModel } from './use-office-cashback-screen.ts';
export type { OfficeCashbackModel, OfficeCashbackInput, CashbackLevelRow } from './use-office-cashback-screen.ts';
export * as officeCashbackFixtures from './fixtures.ts';
