// Promo codes and promotions (spec: S1 §2 office route promotion; S2 §2 account menu section promo_check).
export { useOfficePromotionScreen, officePromotionModel, promoCodeDraft } from './use-office-promotion-screen.ts';
export type { OfficePromotionModel, OfficePromotionInput, PromotionRow } from './use-office-promotion-screen.ts';
export * as officePromotionFixtures from './fixtures.ts';
