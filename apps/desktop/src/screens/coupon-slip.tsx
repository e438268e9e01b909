import { useState } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import {
  copyText,
  CouponPlacementRoot,
  parseStake,
  selectionLineText,
  useCouponSlip,
  useCouponFromLink,
  useLoadCoupon,
  useSaveCoupon,
  type CouponMessage,
  type CouponSlipView,
} from '@bf/headless/coupon-placement';
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
  SegmentedCouponTypes,
  StakeField,
} from '@bf/ui-desktop/coupon';

type T = ReturnType<typeof useTranslation>['t'];
const say = (t: T, message: CouponMessage) => t(message.key, message.values);

function LoadByCode() {
  const { t } = useTranslation('coupon');
  const [code, setCode] = useState('');
  const { load, isLoading, result } = useLoadCoupon();
  const error = result && result !== 'loaded' ? t(`load.${result}`) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void load(code);
      }}
    >
      <CouponTextField
        label={t('load.label')}
        value={code}
        onChange={setCode}
        error={error}
        action={
          <Button type="submit" variant="secondary" size="md" disabled={isLoading || code.trim() === ''}>
            {isLoading ? t('load.loading') : t('load.submit')}
          </Button>
        }
      />
    </form>
  );
}

/** Quick coupon: saves the selections under a code anyone can load, without placing them. */
function SaveCoupon() {
  const { t } = useTranslation('coupon');
  const { save, isSaving, code, result, linkHref, linkUrl } = useSaveCoupon();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={isSaving} onClick={() => void save().then(() => setCopied(null))}>
        {isSaving ? t('save.saving') : t('save.submit')}
      </Button>
      {result === 'saved' && code && (
        <CouponNotice
          action={
            <>
              <Button variant="ghost" size="sm" onClick={() => void copyText(code).then(setCopied)}>
                {t('success.copy')}
              </Button>
              {linkUrl && (
                <Button variant="ghost" size="sm" onClick={() => void copyText(linkUrl).then(setCopied)}>
                  {t('save.copyLink')}
                </Button>
              )}
            </>
          }
        >
          <span role="status">{t('save.saved', { code })}</span>
          {linkHref && (
            <a href={linkHref} className="block font-semibold text-fg underline">
              {t('save.openLink')}
            </a>
          )}
          {copied !== null && <span className="block">{copied ? t('success.copied') : t('success.copyFailed')}</span>}
        </CouponNotice>
      )}
      {result === 'failed' && <CouponNotice tone="warning">{t('save.failed')}</CouponNotice>}
    </>
  );
}

function Selections({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  const isSingles = slip.typeKey === 'singles';
  return (
    <CouponSelectionList label={t('selection.list')}>
      {slip.selections.map((selection) => {
        const text = selectionLineText(selection, t);
        return (
          <CouponSelection
            key={selection.id}
            title={text.title}
            pick={text.pick}
            meta={text.meta}
            odds={selection.odds}
            pendingOdds={selection.pendingOdds}
            movement={selection.movement}
            movementLabel={text.movementLabel}
            liveLabel={text.liveLabel}
            lockedText={text.lockedText}
            isBonus={selection.isBonus}
            removeLabel={text.removeLabel}
            onRemove={() => slip.removeSelection(selection.id)}
            banker={selection.canBeBanker ? { label: t('selection.banker'), isOn: selection.isBanker, onChange: (isOn) => slip.setBanker(selection.id, isOn) } : undefined}
            order={
              selection.chainMove
                ? {
                    upLabel: t('chain.up', { name: `${text.title}, ${text.pick}` }),
                    downLabel: t('chain.down', { name: `${text.title}, ${text.pick}` }),
                    onUp: selection.chainMove.canUp ? () => slip.moveSelection(selection.id, -1) : undefined,
                    onDown: selection.chainMove.canDown ? () => slip.moveSelection(selection.id, 1) : undefined,
                  }
                : undefined
            }
            block={
              slip.blocks && selection.blockId !== null
                ? {
                    label: t('block.select', { name: `${text.title}, ${text.pick}` }),
                    text: t('block.label'),
                    value: selection.blockId,
                    options: slip.blocks.choices.map((value) => ({ value, label: String(value) })),
                    onChange: (blockId) => slip.blocks?.setBlock(selection.id, blockId),
                  }
                : undefined
            }
            stake={
              isSingles && !selection.isBonus ? (
                <StakeField
                  size="sm"
                  hideLabel
                  label={text.stakeLabel}
                  value={selection.stake}
                  currency={slip.currency}
                  onChange={(text) => {
                    const value = parseStake(text);
                    if (Number.isFinite(value)) slip.setStake(selection.id, value);
                  }}
                />
              ) : undefined
            }
            returns={text.returns}
          />
        );
      })}
    </CouponSelectionList>
  );
}

function StakeAndOptions({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  const amountError =
    slip.amountCheck === 'below-min' && slip.minAmount !== null
      ? t('stake.belowMin', { amount: slip.money(slip.minAmount) })
      : slip.amountCheck === 'above-max' && slip.maxAmount !== null
        ? t('stake.aboveMax', { amount: slip.money(slip.maxAmount) })
        : null;
  const limits = [slip.minAmount !== null ? t('stake.min', { amount: slip.money(slip.minAmount) }) : '', slip.maxAmount !== null ? t('stake.max', { amount: slip.money(slip.maxAmount) }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {slip.system && (
        <CouponSelect
          label={t('system.label')}
          value={slip.system.value}
          options={slip.system.options.map((option) => ({ value: option.value, label: t('system.option', { value: option.value, count: slip.system!.selectionCount, combos: option.combo }) }))}
          onChange={slip.system.setValue}
          hint={slip.system.bankerCount > 0 ? t('system.bankers', { count: slip.system.bankerCount }) : undefined}
        />
      )}
      {slip.typeKey === 'chain' && <CouponNotice>{t('chain.hint')}</CouponNotice>}
      {slip.blocks && (
        <>
          <CouponNotice>{t('block.hint')}</CouponNotice>
          {slip.blocks.items.map((block) => (
            <StakeField
              key={block.blockId}
              size="sm"
              label={t('block.stake', { number: block.blockId })}
              value={block.stake}
              currency={slip.currency}
              hint={t('block.summary', { count: block.count, odds: block.odds, amount: block.possibleWin })}
              onChange={(text) => {
                const value = parseStake(text);
                if (Number.isFinite(value)) slip.blocks?.setStake(block.blockId, value);
              }}
            />
          ))}
        </>
      )}
      <StakeField
        label={slip.typeKey === 'singles' ? t('stake.perBet') : slip.typeKey === 'blocks' ? t('stake.perBlock') : t('stake.label')}
        value={slip.amount}
        currency={slip.currency}
        onChange={(text) => {
          const value = parseStake(text);
          if (Number.isFinite(value)) slip.setAmount(value);
        }}
        step={{ increaseLabel: t('stake.increase', { step: slip.money(slip.amountStep) }), decreaseLabel: t('stake.decrease', { step: slip.money(slip.amountStep) }), onStep: slip.stepAmount }}
        error={amountError}
        hint={limits || null}
      />
      <QuickAmounts label={t('stake.quick')} amounts={slip.quickAmounts.map((value) => ({ value, text: slip.money(value), label: t('stake.quickSet', { amount: slip.money(value) }) }))} onPick={slip.setAmount} />
    </>
  );
}

/** One-click betting; turning it on with selections in the slip asks first (spec: site-routes §4, §8). */
function OneClickSwitch({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  return (
    <>
      <CouponSwitch
        label={t('oneClick.label')}
        description={t('oneClick.description')}
        isOn={slip.oneClick.isOn}
        onChange={(isOn) => (isOn ? slip.oneClick.request() : slip.oneClick.disable())}
      />
      {slip.oneClick.isOn && (
        <StakeField
          size="sm"
          label={t('oneClick.stake')}
          value={slip.oneClick.amount}
          currency={slip.currency}
          onChange={(text) => {
            const value = parseStake(text);
            if (Number.isFinite(value)) slip.oneClick.setAmount(value);
          }}
        />
      )}
    </>
  );
}

/** The result of the last one-click bet, floating over the page (the slip may be closed or out of view). */
function OneClickToast({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  const { notice } = slip.oneClick;
  const message = notice ? say(t, { ...notice.message, values: { ...notice.message.values, reason: notice.reason ? say(t, notice.reason) : '' } }) : null;
  const tone = notice?.status === 'placed' ? 'success' : notice?.status === 'failed' || notice?.status === 'sign-in' ? 'warning' : 'info';
  return <CouponToast message={message} tone={tone} closeLabel={t('oneClick.dismiss')} onClose={slip.oneClick.dismissNotice} />;
}

function Extras({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  return (
    <>
      {slip.bonus.isOffered && (
        <CouponNotice
          action={
            <Button size="sm" variant="secondary" onClick={slip.bonus.add}>
              {t('bonus.add')}
            </Button>
          }
        >
          {t('bonus.offer', { percent: slip.bonus.percent, odds: slip.bonus.odds })}
        </CouponNotice>
      )}
      {slip.vip.isAvailable && <CouponSwitch label={t('vip.label')} description={t('vip.description')} isOn={slip.vip.isOn} onChange={slip.vip.set} />}
      {slip.promo.isAvailable && <CouponTextField label={t('promo.label')} value={slip.promo.code} onChange={slip.promo.set} placeholder={t('promo.placeholder')} />}
      {slip.oneClick.isShown && <OneClickSwitch slip={slip} />}
      <SaveCoupon />
      <CouponSelect
        label={t('policy.label')}
        value={slip.changeCoefAction}
        disabled={slip.isChangeCoefActionLocked}
        hint={slip.isChangeCoefActionLocked ? t('policy.lockedByOneClick') : undefined}
        options={([2, 1, 0] as const).map((value) => ({ value, label: t(`policy.${value}`) }))}
        onChange={slip.setChangeCoefAction}
      />
    </>
  );
}

function Placed({ slip }: { slip: CouponSlipView }) {
  const { t } = useTranslation('coupon');
  const [copied, setCopied] = useState<boolean | null>(null);
  const success = slip.placement.success!;
  return (
    <CouponSuccess
      title={t('success.title')}
      rows={[
        { label: t('success.number'), value: String(success.id) },
        { label: t('success.stake'), value: slip.money(success.amount, success.iso) },
        ...(success.coef !== null ? [{ label: t('summary.totalOdds'), value: slip.formatOdds(success.coef) }] : []),
        { label: t('success.possibleWin'), value: slip.money(success.possibleWin, success.iso) },
      ]}
      code={{
        label: t('success.code'),
        value: success.code,
        copyLabel: t('success.copy'),
        onCopy: () => void copyText(success.code).then(setCopied),
        copiedText: copied === null ? null : copied ? t('success.copied') : t('success.copyFailed'),
        shareText: t('success.share'),
      }}
      printLink={{ label: t('success.print'), href: slip.placement.printHref! }}
      continueLabel={t('success.continue')}
      onContinue={slip.placement.dismiss}
    />
  );
}

/** The desktop bet slip in the right column, over `useCouponSlip`. */
function SlipView() {
  const { t } = useTranslation('coupon');
  const slip = useCouponSlip();
  const link = useCouponFromLink();
  const { placement } = slip;
  const announcement = slip.announcement ? say(t, slip.announcement) : '';
  const summary = [
    ...(slip.totalOdds ? [{ label: t('summary.totalOdds'), value: slip.totalOdds }] : []),
    ...(slip.typeKey === 'singles' ? [{ label: t('summary.totalStake'), value: slip.money(slip.selections.filter((s) => !s.isBonus).reduce((sum, s) => sum + s.stake, 0)) }] : []),
    ...(slip.blocks ? [{ label: t('summary.totalStake'), value: slip.blocks.totalStake }] : []),
    ...(slip.typeKey === 'express'
      ? [{ label: t('summary.possibleWin'), value: slip.possibleWin, isEmphasis: true }]
      : [
          { label: t('summary.minWin'), value: slip.minWin },
          { label: t('summary.maxWin'), value: slip.maxWin, isEmphasis: true },
        ]),
  ];

  return (
    <>
      <CouponSlip title={t('title')} count={slip.count} countLabel={t('count', { count: slip.count })} headerAction={!slip.isEmpty ? <Button variant="ghost" size="sm" onClick={slip.clear}>{t('clear')}</Button> : undefined}>
        <CouponLiveRegion message={announcement} />
        {link.result && link.code && (
          <CouponSection>
            <CouponNotice tone={link.result === 'loaded' ? 'info' : 'warning'}>{link.result === 'loaded' ? t('load.loaded', { code: link.code.toUpperCase() }) : t(`load.${link.result}`)}</CouponNotice>
          </CouponSection>
        )}
        {placement.status === 'placed' && placement.success ? (
          <Placed slip={slip} />
        ) : slip.isEmpty ? (
          <CouponEmpty title={t('empty.title')} text={t('empty.text')}>
            <LoadByCode />
            {slip.oneClick.isShown && <OneClickSwitch slip={slip} />}
          </CouponEmpty>
        ) : (
          <>
            <CouponSection>
              <SegmentedCouponTypes
                label={t('type.label')}
                value={slip.typeKey}
                options={slip.typeOptions.map((option) => ({ value: option.key, label: t(`type.${option.key}`), isDisabled: !option.isAvailable }))}
                onChange={slip.setType}
              />
            </CouponSection>
            <Selections slip={slip} />
            <CouponSection>
              <StakeAndOptions slip={slip} />
              <CouponSummary rows={summary} />
              <Extras slip={slip} />
            </CouponSection>
            <CouponSection>
              {slip.reminder.isDue && (
                <CouponNotice
                  tone="warning"
                  action={
                    <Button variant="ghost" size="sm" onClick={slip.reminder.dismiss}>
                      {t('reminder.dismiss')}
                    </Button>
                  }
                >
                  {t('reminder.text', { count: slip.count })}
                </CouponNotice>
              )}
              {slip.problems.length > 0 && (
                <CouponProblems
                  title={t('problems.title')}
                  items={slip.problems.map((message, index) => ({ key: `${message.key}-${index}`, text: say(t, message) }))}
                  actions={
                    <>
                      {slip.needsOddsConfirmation && <Button size="sm" onClick={placement.acceptChanges}>{t('place.acceptChanges')}</Button>}
                      {placement.canRetry && (
                        <Button size="sm" variant="secondary" onClick={() => void placement.retry()}>
                          {t('place.retry')}
                        </Button>
                      )}
                    </>
                  }
                />
              )}
              {slip.needsOddsConfirmation && slip.problems.length === 0 ? (
                <PlaceBetButton label={t('place.acceptChanges')} busyLabel={t('place.submitting')} isBusy={false} onPress={placement.acceptChanges} hint={slip.placeHint ? say(t, slip.placeHint) : null} />
              ) : (
                <PlaceBetButton
                  label={placement.isSignedIn ? t('place.submit') : t('place.signIn')}
                  busyLabel={t('place.submitting')}
                  isBusy={placement.isPlacing}
                  disabled={placement.isSignedIn && slip.placeBlocker !== null}
                  onPress={() => void placement.place()}
                  hint={placement.isSignedIn && slip.placeHint ? say(t, slip.placeHint) : null}
                />
              )}
            </CouponSection>
          </>
        )}
      </CouponSlip>
      {/* Outside the sticky slip, whose stacking context would keep the dialog under the page. */}
      <OneClickToast slip={slip} />
      <ConfirmDialog
        isOpen={slip.oneClick.isWarningOpen}
        title={t('oneClick.warningTitle')}
        text={t('oneClick.warningText')}
        confirmLabel={t('oneClick.confirm')}
        cancelLabel={t('oneClick.cancel')}
        onConfirm={slip.oneClick.confirm}
        onCancel={slip.oneClick.cancel}
      />
    </>
  );
}

/** The slip with its placement: the coupon API and the placement store load with the slip, not with the page. */
export function DesktopCouponSlip() {
  return (
    <CouponPlacementRoot>
      <SlipView />
    </CouponPlacementRoot>
  );
}
