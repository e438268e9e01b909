// The first-deposit bonus popup (spec: S2 §2 modals, §3 "First-deposit bonus modal", §7 bonus-popup-information, §9).
export { useBonusPopupScreen, bonusPopupModel, shouldAskBonusPopup, BONUS_POPUP_CLOSED_KEY } from './use-bonus-popup-screen.ts';
export type { BonusPopupModel, BonusPopupConditions } from './use-bonus-popup-screen.ts';
export * as bonusPopupFixtures from './fixtures.ts';
