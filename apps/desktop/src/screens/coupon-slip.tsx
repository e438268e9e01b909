import { CouponPlacementRoot, useCouponSlipScreen, type CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { ConfirmDialog, CouponLiveRegion, CouponSection, CouponSlip, CouponSuccess, CouponSummary, CouponToast, PlaceBetButton, SegmentedCouponTypes } from '@bf/ui-desktop/coupon';
import { EmptySlip, SlipAction, SlipAttention, SlipLinkNotice, SlipSelections, SlipStakeAndExtras } from '@bf/screens/parts/coupon-slip-parts';

/** The desktop bet slip in the right column: a pure view of the slip's model. */
export function CouponSlipView({ model }: { model: CouponSlipModel }) {
  return (
    <>
      <CouponSlip title={model.title} count={model.count} countLabel={model.countLabel} headerAction={model.clear ? <SlipAction action={model.clear} /> : undefined}>
        <CouponLiveRegion message={model.announcement} />
        <SlipLinkNotice linkNotice={model.linkNotice} />
        {model.placed ? (
          <CouponSuccess {...model.placed} />
        ) : model.status === 'empty' ? (
          <EmptySlip model={model} />
        ) : (
          <>
            <CouponSection>
              <SegmentedCouponTypes {...model.type} />
            </CouponSection>
            <SlipSelections model={model} />
            <SlipStakeAndExtras model={model} summary={<CouponSummary rows={model.summary} />} />
            {/* The reminder, what stopped the placement, and "Place bet" close the column. */}
            <CouponSection>
              <SlipAttention reminder={model.reminder} problems={model.problems} />
              {model.place && <PlaceBetButton {...model.place} />}
            </CouponSection>
          </>
        )}
      </CouponSlip>
      {/* Outside the sticky slip, whose stacking context would keep the dialog under the page. */}
      <CouponToast {...model.toast} />
      <ConfirmDialog {...model.oneClickWarning} />
    </>
  );
}

function ConnectedSlip() {
  return <CouponSlipView model={useCouponSlipScreen()} />;
}

/** The slip with its placement: the coupon API and the placement store load with the slip, not with the page. */
export function CouponSlipScreen() {
  return (
    <CouponPlacementRoot>
      <ConnectedSlip />
    </CouponPlacementRoot>
  );
}
