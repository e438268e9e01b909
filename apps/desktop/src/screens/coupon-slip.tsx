import { CouponPlacementRoot, useCouponSlipScreen, type CouponButtonModel, type CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { Button } from '@bf/ui-desktop/components';
import {
  ConfirmDialog,
  CouponEmpty,
  CouponLiveRegion,
  CouponNotice,
  CouponProblems,
  CouponSection,
  CouponSelect,
  CouponSelection,
  CouponSelectionList,
  CouponSlip,
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
} from '@bf/ui-desktop/coupon';

type Model = { model: CouponSlipModel };

const Action = ({ action, variant = 'ghost' }: { action: CouponButtonModel; variant?: 'primary' | 'secondary' | 'ghost' }) => (
  <Button variant={variant} size="sm" disabled={action.isDisabled} onClick={action.onPress}>
    {action.label}
  </Button>
);

function LoadByCode({ model: { loadByCode } }: Model) {
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
function OneClick({ model: { oneClick } }: Model) {
  if (!oneClick) return null;
  return (
    <>
      <CouponSwitch {...oneClick.switch} />
      {oneClick.stake && <StakeField field={oneClick.stake} size="sm" />}
    </>
  );
}

function StakeAndExtras({ model }: Model) {
  return (
    <CouponSection>
      {model.system && <CouponSelect {...model.system} />}
      {model.typeHint && <CouponNotice>{model.typeHint}</CouponNotice>}
      {model.blockStakes.map((block) => (
        <StakeField key={block.id} field={block} size="sm" />
      ))}
      <StakeField field={model.stake} />
      <QuickAmounts {...model.quickAmounts} />
      <CouponSummary rows={model.summary} />
      {model.bonus && <CouponNotice action={<Action action={model.bonus.add} variant="secondary" />}>{model.bonus.text}</CouponNotice>}
      {model.vip && <CouponSwitch {...model.vip} />}
      {model.promo && <CouponTextField {...model.promo} />}
      <OneClick model={model} />
      <Action action={model.save.button} variant="secondary" />
      <SavedCouponNotice {...model.save} />
      <CouponSelect {...model.policy} />
    </CouponSection>
  );
}

/** The reminder, what stopped the placement, and "Place bet". */
function Place({ model }: Model) {
  return (
    <CouponSection>
      {model.reminder && (
        <CouponNotice tone="warning" action={<Action action={model.reminder.dismiss} />}>
          {model.reminder.text}
        </CouponNotice>
      )}
      {model.problems && (
        <CouponProblems {...model.problems} />
      )}
      {model.place && <PlaceBetButton {...model.place} />}
    </CouponSection>
  );
}

/** The desktop bet slip in the right column: a pure view of the slip's model. */
export function CouponSlipView({ model }: Model) {
  return (
    <>
      <CouponSlip title={model.title} count={model.count} countLabel={model.countLabel} headerAction={model.clear ? <Action action={model.clear} /> : undefined}>
        <CouponLiveRegion message={model.announcement} />
        {model.linkNotice && (
          <CouponSection>
            <CouponNotice tone={model.linkNotice.tone}>{model.linkNotice.text}</CouponNotice>
          </CouponSection>
        )}
        {model.placed ? (
          <CouponSuccess {...model.placed} />
        ) : model.status === 'empty' ? (
          <CouponEmpty {...model.empty}>
            <LoadByCode model={model} />
            <OneClick model={model} />
          </CouponEmpty>
        ) : (
          <>
            <CouponSection>
              <SegmentedCouponTypes {...model.type} />
            </CouponSection>
            <CouponSelectionList label={model.selectionsLabel}>
              {model.selections.map((selection) => (
                <CouponSelection key={selection.id} {...selection} />
              ))}
            </CouponSelectionList>
            <StakeAndExtras model={model} />
            <Place model={model} />
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
