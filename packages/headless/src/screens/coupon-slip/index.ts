// The bet slip's screen model (`@bf/headless/screens/coupon-slip`): everything the slip shows, translated, with its actions.
export { useCouponSlipScreen } from './use-coupon-slip-screen.ts';
export type {
  CouponSlipModel,
  CouponSlipScreenOptions,
  CouponSlipSelectionModel,
  CouponSummaryRow,
  CouponPlaceModel,
  CouponPlacedModel,
  CouponSaveModel,
  CouponOneClickModel,
  CouponButtonModel,
  CouponChoiceModel,
  CouponSwitchModel,
  CouponTextModel,
} from './use-coupon-slip-screen.ts';
export type { NumericFieldModel } from '../../interactions/numeric-draft.ts';
// The slip's placement provider: the slip and the placement code load with the slip, not with the page.
export { CouponPlacementRoot } from '../../coupon-placement/placement-root.tsx';
// Plain models in each state, for the workbench's stories and view tests (tree-shaken from the apps' bundles).
export { couponSlipFixtures } from './fixtures.ts';
