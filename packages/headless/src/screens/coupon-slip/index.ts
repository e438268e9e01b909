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
