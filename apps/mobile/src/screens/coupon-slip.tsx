import { CouponPlacementRoot, useCouponSlipScreen, type CouponButtonModel, type CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { Button } from '@bf/ui-mobile/components';
import {
  BetSlipButton,
  ConfirmDialog,
  CouponEmpty,
  CouponLiveRegion,
  CouponNotice,
  CouponProblems,
  CouponSection,
  CouponSelect,
  CouponSelection,
  CouponSelectionList,
  CouponSheet,
  CouponSheetFooter,
  CouponSuccess,
  CouponSummary,
  CouponSwitch,
  CouponTextField,
  CouponToast,
  PlaceBetButton,
  QuickAmounts,
  SavedCouponNotice,
  SegmentedCouponTypes,
  StakeField,
} from '@bf/ui-mobile/coupon';

interface ViewProps {
  model: CouponSlipModel;
  /** The floating button sits above the bottom navigation where the page has one. */
  hasBottomNavigation?: boolean;
}

const Action = ({ action, variant = 'ghost' }: { action: CouponButtonModel; variant?: 'primary' | 'secondary' | 'ghost' }) => (
  <Button variant={variant} size="sm" disabled={action.isDisabled} onClick={action.onPress}>
    {action.label}
  </Button>
);

function LoadByCode({ loadByCode }: Pick<CouponSlipModel, 'loadByCode'>) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        loadByCode.onSubmit();
      }}
    >
      <CouponTextField
        {...loadByCode.field}
        action={
          <Button type="submit" variant="secondary" size="md" disabled={loadByCode.submit.isDisabled}>
            {loadByCode.submit.label}
          </Button>
        }
      />
    </form>
  );
}

/** One-click betting and, while it is on, its stake (spec: site-routes §4, §8). */
function OneClick({ oneClick }: Pick<CouponSlipModel, 'oneClick'>) {
  if (!oneClick) return null;
  return (
    <>
      <CouponSwitch {...oneClick.switch} />
      {oneClick.stake && <StakeField field={oneClick.stake} size="sm" />}
    </>
  );
}

/** On a phone the reminder and what stopped the placement come first, above the selections. */
function Attention({ reminder, problems }: Pick<CouponSlipModel, 'reminder' | 'problems'>) {
  if (!reminder && !problems) return null;
  return (
    <CouponSection>
      {reminder && (
        <CouponNotice tone="warning" action={<Action action={reminder.dismiss} />}>
          {reminder.text}
        </CouponNotice>
      )}
      {problems && (
        <CouponProblems {...problems} />
      )}
    </CouponSection>
  );
}

function SheetContent({ model }: ViewProps) {
  if (model.placed) return <CouponSuccess {...model.placed} />;
  if (model.status === 'empty') {
    return (
      <CouponEmpty {...model.empty}>
        <LoadByCode loadByCode={model.loadByCode} />
        <OneClick oneClick={model.oneClick} />
      </CouponEmpty>
    );
  }
  return (
    <>
      <CouponSection>
        <SegmentedCouponTypes {...model.type} />
      </CouponSection>
      <Attention reminder={model.reminder} problems={model.problems} />
      <CouponSelectionList label={model.selectionsLabel}>
        {model.selections.map((selection) => (
          <CouponSelection key={selection.id} {...selection} />
        ))}
      </CouponSelectionList>
      <CouponSection>
        {model.system && <CouponSelect {...model.system} />}
        {model.typeHint && <CouponNotice>{model.typeHint}</CouponNotice>}
        {model.blockStakes.map((block) => (
          <StakeField key={block.id} field={block} size="sm" />
        ))}
        <StakeField field={model.stake} />
        <QuickAmounts {...model.quickAmounts} />
        {/* What the coupon pays sits in the footer, with "Place bet". */}
        <CouponSummary rows={model.summary.filter((row) => !row.isHeadline)} />
        {model.bonus && <CouponNotice action={<Action action={model.bonus.add} variant="secondary" />}>{model.bonus.text}</CouponNotice>}
        {model.vip && <CouponSwitch {...model.vip} />}
        {model.promo && <CouponTextField {...model.promo} />}
        <OneClick oneClick={model.oneClick} />
        <Action action={model.save.button} variant="secondary" />
        <SavedCouponNotice {...model.save} />
        <CouponSelect {...model.policy} />
      </CouponSection>
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
        headerAction={model.clear ? <Action action={model.clear} /> : undefined}
        footer={
          model.place ? (
            <CouponSheetFooter>
              <CouponSummary rows={model.summary.filter((row) => row.isHeadline)} />
              <PlaceBetButton {...model.place} />
            </CouponSheetFooter>
          ) : undefined
        }
      >
        {model.linkNotice && (
          <CouponSection>
            <CouponNotice tone={model.linkNotice.tone}>{model.linkNotice.text}</CouponNotice>
          </CouponSection>
        )}
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
