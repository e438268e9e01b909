// Deposit bonuses and their wagering (spec: S1 §2 office routes bonuses/deposit and bonuses/wager; S2 §3 "Account").
export { useOfficeBonusesScreen, officeBonusesModel } from './use-office-bonuses-screen.ts';
export type { OfficeBonusesModel, OfficeBonusesInput, BonusesSection, BonusOfferRow, WagerRow, BonusButton } from './use-office-bonuses-screen.ts';
export * as officeBonusesFixtures from './fixtures.ts';
