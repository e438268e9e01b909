// Rewards (spec: S1 §2 office route rewards).
export { useOfficeRewardsScreen, officeRewardsModel } from './use-office-rewards-screen.ts';
export type { OfficeRewardsModel, OfficeRewardsInput, RewardRow } from './use-office-rewards-screen.ts';
export * as officeRewardsFixtures from './fixtures.ts';
