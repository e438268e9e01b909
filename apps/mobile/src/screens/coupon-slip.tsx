import { CouponPlacementRoot, useCouponSlipScreen, type CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { BetSlipButton, ConfirmDialog, CouponLiveRegion, CouponSection, CouponSheet, CouponSheetFooter, CouponSuccess, CouponSummary, CouponToast, PlaceBetButton, SegmentedCouponTypes } from '@bf/ui-mobile/coupon';
import { EmptySlip, SlipAction, SlipAttention, SlipLinkNotice, SlipSelections, SlipStakeAndExtras } from '@bf/screens/parts/coupon-slip-parts';

interface ViewProps {
  model: CouponSlipModel;
  /** The floating button sits above the bottom navigation where the page has one. */
  hasBottomNavigation?: boolean;
}

function SheetContent({ model }: ViewProps) {
  if (model.placed) return <CouponSuccess {...model.placed} />;
  if (model.status === 'empty') return <EmptySlip model={model} />;
  return (
    <>
      <CouponSection>
        <SegmentedCouponTypes {...model.type} />
      </CouponSection>
      {/* On a phone the reminder and what stopped the placement come first, above the selections. */}
      {(model.reminder || model.problems) && (
        <CouponSection>
          <SlipAttention reminder={model.reminder} problems={model.problems} />
        </CouponSection>
      )}
      <SlipSelections model={model} />
      {/* What the coupon pays sits in the footer, with "Place bet". */}
      <SlipStakeAndExtras model={model} summary={<CouponSummary rows={model.summary.filter((row) => !row.isHeadline)} />} />
    </>
  );
}

/**
 * The mobile bet slip, a pure view of the slip's model: a floating "Bet slip (N)" button opens it as a bottom sheet.
 * The live region stays mounted, so a placement's result is announced with the sheet closed too.
 */
export function CouponSlipView({ model, hasBottomNavigation = true }: ViewProps) {
  const { sheet } = model;
  return (
    <>
      <CouponLiveRegion message={model.announcement} />
      {sheet.button && <BetSlipButton {...sheet.button} hasBottomNavigation={hasBottomNavigation} onPress={sheet.open} />}
      <CouponSheet
        isOpen={sheet.isOpen}
        title={model.title}
        count={model.count}
        countLabel={model.countLabel}
        closeLabel={sheet.closeLabel}
        onClose={sheet.close}
        headerAction={model.clear ? <SlipAction action={model.clear} /> : undefined}
        footer={
          model.place ? (
            <CouponSheetFooter>
              <CouponSummary rows={model.summary.filter((row) => row.isHeadline)} />
              <PlaceBetButton {...model.place} />
            </CouponSheetFooter>
          ) : undefined
        }
      >
        <SlipLinkNotice linkNotice={model.linkNotice} />
        <SheetContent model={model} />
      </CouponSheet>
      <CouponToast {...model.toast} />
      <ConfirmDialog {...model.oneClickWarning} />
    </>
  );
}

function ConnectedSlip({ hasBottomNavigation }: { hasBottomNavigation: boolean }) {
  return <CouponSlipView model={useCouponSlipScreen()} hasBottomNavigation={hasBottomNavigation} />;
}

/** The slip with its placement: the coupon API and the placement store load with the slip, not with the page. */
export function CouponSlipScreen({ hasBottomNavigation }: { hasBottomNavigation: boolean }) {
  return (
    <CouponPlacementRoot>
      <ConnectedSlip hasBottomNavigation={hasBottomNavigation} />
    </CouponPlacementRoot>
  );
}
