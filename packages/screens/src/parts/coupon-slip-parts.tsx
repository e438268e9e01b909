import type { ReactNode } from 'react';
import type { CouponButtonModel, CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { Button } from '@kit/components';
import {
  CouponEmpty,
  CouponNotice,
  CouponProblems,
  CouponSection,
  CouponSelect,
  CouponSelection,
  CouponSelectionList,
  CouponSwitch,
  CouponTextField,
  QuickAmounts,
  SavedCouponNotice,
  StakeField,
} from '@kit/coupon';

// The bet slip's parts both platforms draw alike, each with its own kit; where they go (a column, a sheet with a
// footer) is each app's coupon-slip screen.

/** One of the slip's buttons over its model. */
export function SlipAction({ action, variant = 'ghost' }: { action: CouponButtonModel; variant?: 'primary' | 'secondary' | 'ghost' }) {
  return (
    <Button variant={variant} size="sm" disabled={action.isDisabled} onClick={action.onPress}>
      {action.label}
    </Button>
  );
}

/** "Load a coupon by its code": a small form. */
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

/** The empty slip: what to do, loading a coupon by code, one-click betting. */
export function EmptySlip({ model }: { model: CouponSlipModel }) {
  return (
    <CouponEmpty {...model.empty}>
      <LoadByCode loadByCode={model.loadByCode} />
      <OneClick oneClick={model.oneClick} />
    </CouponEmpty>
  );
}

/** The coupon's selections. */
export function SlipSelections({ model }: { model: CouponSlipModel }) {
  return (
    <CouponSelectionList label={model.selectionsLabel}>
      {model.selections.map((selection) => (
        <CouponSelection key={selection.id} {...selection} />
      ))}
    </CouponSelectionList>
  );
}

/** The reminder to place, and what stopped the last placement. */
export function SlipAttention({ reminder, problems }: Pick<CouponSlipModel, 'reminder' | 'problems'>) {
  return (
    <>
      {reminder && (
        <CouponNotice tone="warning" action={<SlipAction action={reminder.dismiss} />}>
          {reminder.text}
        </CouponNotice>
      )}
      {problems && <CouponProblems {...problems} />}
    </>
  );
}

/** Stakes, what the coupon pays (the rows the platform shows here), and the extras: bonus, VIP, promo, one-click, save, odds changes. */
export function SlipStakeAndExtras({ model, summary }: { model: CouponSlipModel; summary: ReactNode }) {
  return (
    <CouponSection>
      {model.system && <CouponSelect {...model.system} />}
      {model.typeHint && <CouponNotice>{model.typeHint}</CouponNotice>}
      {model.blockStakes.map((block) => (
        <StakeField key={block.id} field={block} size="sm" />
      ))}
      <StakeField field={model.stake} />
      <QuickAmounts {...model.quickAmounts} />
      {summary}
      {model.bonus && <CouponNotice action={<SlipAction action={model.bonus.add} variant="secondary" />}>{model.bonus.text}</CouponNotice>}
      {model.vip && <CouponSwitch {...model.vip} />}
      {model.promo && <CouponTextField {...model.promo} />}
      <OneClick oneClick={model.oneClick} />
      <SlipAction action={model.save.button} variant="secondary" />
      <SavedCouponNotice {...model.save} />
      <CouponSelect {...model.policy} />
    </CouponSection>
  );
}

/** A notice about the coupon a link brought (loaded, or why not). */
export function SlipLinkNotice({ linkNotice }: Pick<CouponSlipModel, 'linkNotice'>) {
  if (!linkNotice) return null;
  return (
    <CouponSection>
      <CouponNotice tone={linkNotice.tone}>{linkNotice.text}</CouponNotice>
    </CouponSection>
  );
}
