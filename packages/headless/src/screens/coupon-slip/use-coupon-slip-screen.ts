import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeCoefAction } from '../../coupon/coupon-types.ts';
import type { OddsDirection } from '../../odds/odds-movement.ts';
import { useCouponSlip, type CouponSlipOptions, type CouponSlipView, type CouponTypeKey } from '../../coupon-placement/use-coupon-slip.ts';
import { useCouponFromLink, useLoadCoupon } from '../../coupon-placement/use-load-coupon.ts';
import { useSaveCoupon } from '../../coupon-placement/use-save-coupon.ts';
import { readStake, stakeProblem, type StakeContext, type StakeProblem } from '../../coupon/stake-rules.ts';
import { placeBlockerMessage, selectionLineText, type CouponMessage, type CouponTranslate } from '../../coupon-placement/coupon-messages.ts';
import { copyText } from '../../coupon-placement/clipboard.ts';
import type { NumericFieldModel } from '../../interactions/numeric-draft.ts';
import { withLazyProperties } from '../../env/lazy-property.ts';

/** A button: its text and what pressing it does. */
export interface CouponButtonModel {
  label: string;
  onPress(): void;
  isDisabled?: boolean;
}

/** A choice among options (coupon type, system size, odds-change policy). */
export interface CouponChoiceModel<T extends string | number> {
  label: string;
  value: T;
  options: { value: T; label: string; isDisabled?: boolean }[];
  onChange(value: T): void;
  isDisabled?: boolean;
  hint?: string;
}

/** An on/off switch (VIP bet, one-click betting). */
export interface CouponSwitchModel {
  label: string;
  description?: string;
  isOn: boolean;
  onChange(isOn: boolean): void;
}

/** A text field (promo code, coupon code). */
export interface CouponTextModel {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  error?: string | null;
}

/** One selection of the slip, worded, with its own controls. */
export interface CouponSlipSelectionModel {
  id: string;
  /** "Team 1 – Team 2", or the bonus bet's name. */
  title: string;
  /** "Match result: 1". */
  pick: string;
  /** Championship and live score. */
  meta?: string;
  odds: string;
  /** A new price waiting for the player. */
  pendingOdds: string | null;
  movement: OddsDirection;
  /** Announced with the price: "Odds went up". */
  movementLabel: string;
  liveLabel?: string;
  /** Why it cannot be placed, when locked. */
  lockedText: string | null;
  isBonus: boolean;
  remove: CouponButtonModel;
  /** Systems: the banker switch. */
  banker?: { label: string; isOn: boolean; isDisabled?: boolean; onChange(isOn: boolean): void };
  /** Chains: move earlier or later; a missing handler disables its button. */
  order?: { upLabel: string; downLabel: string; onUp?: () => void; onDown?: () => void };
  /** Blocks: which block the selection sits in (`label` is the accessible name, `text` the visible one). */
  block?: { label: string; text: string; value: number; options: { value: number; label: string }[]; onChange(value: number): void };
  /** Singles: the selection's own stake and its return. */
  stake?: NumericFieldModel;
  returns: string | null;
}

/** A label–value row of the summary; the headline row is what the coupon pays. */
export interface CouponSummaryRow {
  id: 'totalOdds' | 'totalStake' | 'possibleWin' | 'minWin' | 'maxWin';
  label: string;
  value: string;
  isHeadline: boolean;
}

/** "Place bet", "Accept changes" or "Log in to place a bet", whichever applies now. */
export interface CouponPlaceModel {
  label: string;
  busyLabel: string;
  isBusy: boolean;
  isDisabled: boolean;
  hint: string | null;
  onPress(): void;
}

/** The placed coupon: its rows, its code to share, the print page and going on. */
export interface CouponPlacedModel {
  title: string;
  rows: { label: string; value: string }[];
  code: { label: string; value: string; copyLabel: string; onCopy(): void; copiedText: string | null; shareText: string };
  printLink: { label: string; href: string };
  continueLabel: string;
  onContinue(): void;
}

/** The coupon saved under a code anyone can load (a quick coupon). */
export interface CouponSaveModel {
  button: CouponButtonModel;
  saved: {
    text: string;
    link: { label: string; href: string } | null;
    copy: CouponButtonModel;
    copyLink: CouponButtonModel | null;
    /** "Code copied." or "Copy the code by hand.", after a copy. */
    copiedText: string | null;
  } | null;
  failedText: string | null;
}

/** One-click betting: the switch and, while it is on, the stake of each one-click bet. */
export interface CouponOneClickModel {
  switch: CouponSwitchModel;
  stake: NumericFieldModel | null;
}

/** Everything the bet slip shows, translated, with its actions; both apps render it. */
export interface CouponSlipModel {
  title: string;
  /** Selections besides the bonus bet. */
  count: number;
  countLabel: string;
  status: 'empty' | 'filling' | 'placed';
  /** "Remove all", while there is something to remove. */
  clear: CouponButtonModel | null;
  /** What the live region says about the placement ('' when nothing). */
  announcement: string;
  /** What a shared coupon link loaded, or why it could not. */
  linkNotice: { text: string; tone: 'info' | 'warning' } | null;
  empty: { title: string; text: string };
  /** Loading a shared coupon by its code (the empty slip). */
  loadByCode: { field: CouponTextModel; submit: { label: string; isDisabled: boolean }; onSubmit(): void };
  type: CouponChoiceModel<CouponTypeKey>;
  selectionsLabel: string;
  selections: CouponSlipSelectionModel[];
  /** The system size; null unless a system. */
  system: CouponChoiceModel<number> | null;
  /** What a chain or a block coupon does, in a sentence. */
  typeHint: string | null;
  /** Blocks: each block's stake. */
  blockStakes: (NumericFieldModel & { id: number })[];
  stake: NumericFieldModel;
  quickAmounts: { label: string; amounts: { key: number; text: string; label: string; onPress(): void }[] };
  summary: CouponSummaryRow[];
  bonus: { text: string; add: CouponButtonModel } | null;
  vip: CouponSwitchModel | null;
  promo: CouponTextModel | null;
  /** Null where the site does not offer one-click betting. */
  oneClick: CouponOneClickModel | null;
  save: CouponSaveModel;
  policy: CouponChoiceModel<ChangeCoefAction>;
  reminder: { text: string; dismiss: CouponButtonModel } | null;
  /** What stopped the last placement, with the actions that move on. */
  problems: { title: string; items: { key: string; text: string }[]; actions: (CouponButtonModel & { id: 'accept' | 'retry'; isPrimary: boolean })[] } | null;
  /** Null unless the slip is filling. */
  place: CouponPlaceModel | null;
  /** Null unless a coupon was just placed. */
  placed: CouponPlacedModel | null;
  /** How the last one-click bet went, floating over the page. */
  toast: { message: string | null; tone: 'info' | 'success' | 'warning'; closeLabel: string; onClose(): void };
  /** Turning one-click on with selections in the slip asks first (spec: site-routes §4, §8). */
  oneClickWarning: { isOpen: boolean; title: string; text: string; confirmLabel: string; cancelLabel: string; onConfirm(): void; onCancel(): void };
  /** Where the slip is a sheet (mobile): whether it is open, and the floating button that opens it. */
  sheet: {
    isOpen: boolean;
    open(): void;
    close(): void;
    closeLabel: string;
    /** The floating "Bet slip (N)" button; null while hidden (the sheet is open, or nothing to show). */
    button: { label: string; count: number; isAttention: boolean } | null;
  };
}

export type CouponSlipScreenOptions = CouponSlipOptions;

const say = (t: CouponTranslate, message: CouponMessage) => t(message.key, message.values);

/** Which message says what is wrong with a stake (a draft's problem, or the amount's). */
const STAKE_MESSAGE: Record<StakeProblem, string> = {
  empty: 'stake.invalid',
  unparsable: 'stake.invalid',
  'not-finite': 'stake.notFinite',
  negative: 'stake.negative',
  'too-precise': 'stake.tooPrecise',
  zero: 'stake.zero',
  'below-min': 'stake.belowMin',
  'above-max': 'stake.aboveMax',
  'over-balance': 'stake.overBalance',
};

/**
 * The slip's stake fields and what keeps each from being placed. A draft that has no amount (`abc`, `1e309`, `-5`,
 * `10.005`) is kept, with its reason, and never changes the stake; an amount outside the limits or over the balance is
 * the stake, with its reason. Either blocks "Place bet": what is placed is exactly the amount the field shows.
 */
function useStakeFields(context: StakeContext, currencyOf: () => string, money: (value: number) => string, t: CouponTranslate) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const message = (problem: StakeProblem) =>
    t(STAKE_MESSAGE[problem], { amount: money(problem === 'below-min' ? context.min : problem === 'above-max' ? context.max : (context.balance ?? 0)) });
  const drop = (key: string) => setDrafts((all) => (key in all ? Object.fromEntries(Object.entries(all).filter(([other]) => other !== key)) : all));
  /** A field's problem now: its draft's, else its amount's (`check` narrows what the amount is checked against). */
  const problemOf = (key: string, value: number, check: Partial<StakeContext> = {}): StakeProblem | null => {
    const draft = drafts[key];
    return draft !== undefined ? readStake(draft, context).problem : stakeProblem(value, { ...context, ...check });
  };
  const field = (key: string, label: string, value: number, set: (value: number) => void, check: Partial<StakeContext> = {}): NumericFieldModel => {
    const draft = drafts[key];
    const problem = problemOf(key, value, check);
    return {
      label,
      text: draft ?? String(value),
      onText: (text) => {
        const reading = readStake(text, context);
        if (reading.value === null) {
          setDrafts((all) => ({ ...all, [key]: text }));
          return false;
        }
        drop(key);
        set(reading.value);
        return true;
      },
      invalidText: draft !== undefined && problem ? message(problem) : t('stake.invalid'),
      error: problem ? message(problem) : null,
      // Read when the field is drawn (see useCouponSlip: an empty slip writes no money).
      get currency() {
        return currencyOf();
      },
    };
  };
  return { field, problemOf, message, drop, reset: () => setDrafts({}), hasDraft: (key: string) => drafts[key] !== undefined };
}

function useCopyState<K>() {
  const [copied, setCopied] = useState<{ of: K; isCopied: boolean } | null>(null);
  return {
    copy: (of: K, text: string) => void copyText(text).then((isCopied) => setCopied({ of, isCopied })),
    copiedOf: (of: K) => (copied !== null && copied.of === of ? copied.isCopied : null),
    reset: () => setCopied(null),
  };
}

/**
 * The bet slip's screen model: the coupon, its placement, the quick coupon and a shared link's coupon, worded in the
 * page's language. Both apps render it; the mobile app also uses `sheet`. Call inside `CouponPlacementRoot`.
 */
export function useCouponSlipScreen(options: CouponSlipScreenOptions = {}): CouponSlipModel {
  const { t } = useTranslation('coupon');
  const slip = useCouponSlip(options);
  const link = useCouponFromLink();
  const loader = useLoadCoupon();
  const saver = useSaveCoupon();
  const [loadCode, setLoadCode] = useState('');
  const [isOpen, setOpen] = useState(false);
  const savedCopy = useCopyState<string>();
  const placedCopy = useCopyState<number>();
  const money = slip.money;
  const stakes = useStakeFields(slip.stakeContext, () => slip.currency, money, t);
  const { placement } = slip;
  const status: CouponSlipModel['status'] = placement.status === 'placed' && placement.success ? 'placed' : slip.isEmpty ? 'empty' : 'filling';

  // The load form and the quick coupon start afresh each time the slip shows them again (they were put away).
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setLoadCode('');
    loader.reset();
    saver.reset();
    savedCopy.reset();
    stakes.reset();
  }
  // A shared coupon link opens the sheet with what it loaded (or why it could not).
  const [linkResultSeen, setLinkResultSeen] = useState(link.result);
  if (linkResultSeen !== link.result) {
    setLinkResultSeen(link.result);
    if (link.result) setOpen(true);
  }

  // Singles and blocks stake per selection or block (each within the limits); the balance is checked on what they add up to.
  const isPerPart = slip.typeKey === 'singles' || slip.typeKey === 'blocks';
  const partCheck = { balance: null };
  const setStake = (value: number) => {
    stakes.drop('stake');
    slip.setAmount(value);
  };

  const selections = slip.selections.map((selection): CouponSlipSelectionModel => {
    const text = selectionLineText(selection, t);
    const name = `${text.title}, ${text.pick}`;
    return {
      id: selection.id,
      title: text.title,
      pick: text.pick,
      meta: text.meta,
      odds: selection.odds,
      pendingOdds: selection.pendingOdds,
      movement: selection.movement,
      movementLabel: text.movementLabel,
      liveLabel: text.liveLabel,
      lockedText: text.lockedText,
      isBonus: selection.isBonus,
      remove: { label: text.removeLabel, onPress: () => slip.removeSelection(selection.id) },
      banker: selection.canBeBanker ? { label: t('selection.banker'), isOn: selection.isBanker, onChange: (isOn) => slip.setBanker(selection.id, isOn) } : undefined,
      order: selection.chainMove
        ? {
            upLabel: t('chain.up', { name }),
            downLabel: t('chain.down', { name }),
            onUp: selection.chainMove.canUp ? () => slip.moveSelection(selection.id, -1) : undefined,
            onDown: selection.chainMove.canDown ? () => slip.moveSelection(selection.id, 1) : undefined,
          }
        : undefined,
      block:
        slip.blocks && selection.blockId !== null
          ? {
              label: t('block.select', { name }),
              text: t('block.label'),
              value: selection.blockId,
              options: slip.blocks.choices.map((value) => ({ value, label: String(value) })),
              onChange: (blockId) => slip.blocks?.setBlock(selection.id, blockId),
            }
          : undefined,
      stake:
        slip.typeKey === 'singles' && !selection.isBonus ? stakes.field(`bet:${selection.id}`, text.stakeLabel, selection.stake, (value) => slip.setStake(selection.id, value), partCheck) : undefined,
      returns: text.returns,
    };
  });

  const stakeLabel = slip.typeKey === 'singles' ? t('stake.perBet') : slip.typeKey === 'blocks' ? t('stake.perBlock') : t('stake.label');
  const mainField = stakes.field('stake', stakeLabel, slip.amount, setStake, isPerPart ? partCheck : {});
  const { balance } = slip.stakeContext;
  const isOverBalance = isPerPart && balance !== null && slip.totalStake > balance + 1e-9;
  mainField.error = mainField.error ?? (isOverBalance ? stakes.message('over-balance') : null);
  // The step's and the limits' amounts are written when the field is drawn, as its currency is.
  const stake: NumericFieldModel = withLazyProperties(mainField, {
    step: () => {
      const stepText = money(slip.amountStep);
      return {
        increaseLabel: t('stake.increase', { step: stepText }),
        decreaseLabel: t('stake.decrease', { step: stepText }),
        onStep: (direction: 1 | -1) => {
          stakes.drop('stake');
          slip.stepAmount(direction);
        },
      };
    },
    hint: () =>
      [slip.minAmount !== null ? t('stake.min', { amount: money(slip.minAmount) }) : '', slip.maxAmount !== null ? t('stake.max', { amount: money(slip.maxAmount) }) : '']
        .filter(Boolean)
        .join(' · ') || null,
  });
  // Any stake the coupon would place that has a problem keeps "Place bet" waiting, with the reason at its field.
  const isStakeBlocked =
    stake.error !== null ||
    selections.some((selection) => selection.stake?.error) ||
    (slip.blocks?.items ?? []).some((block) => stakes.problemOf(`block:${block.blockId}`, block.stake, partCheck) !== null);

  const model: Omit<CouponSlipModel, 'quickAmounts' | 'summary'> = {
    title: t('title'),
    count: slip.count,
    countLabel: t('count', { count: slip.count }),
    status,
    clear: slip.isEmpty ? null : { label: t('clear'), onPress: slip.clear },
    announcement: slip.announcement ? say(t, slip.announcement) : '',
    linkNotice:
      link.result && link.code
        ? { tone: link.result === 'loaded' ? 'info' : 'warning', text: link.result === 'loaded' ? t('load.loaded', { code: link.code.toUpperCase() }) : t(`load.${link.result}`) }
        : null,
    empty: { title: t('empty.title'), text: t('empty.text') },
    loadByCode: {
      field: { label: t('load.label'), value: loadCode, onChange: setLoadCode, error: loader.result && loader.result !== 'loaded' ? t(`load.${loader.result}`) : null },
      submit: { label: loader.isLoading ? t('load.loading') : t('load.submit'), isDisabled: loader.isLoading || loadCode.trim() === '' },
      onSubmit: () => void loader.load(loadCode),
    },
    type: {
      label: t('type.label'),
      value: slip.typeKey,
      options: slip.typeOptions.map((option) => ({ value: option.key, label: t(`type.${option.key}`), isDisabled: !option.isAvailable })),
      onChange: slip.setType,
    },
    selectionsLabel: t('selection.list'),
    selections,
    system: slip.system && systemChoice(slip.system, t),
    typeHint: slip.typeKey === 'chain' ? t('chain.hint') : slip.blocks ? t('block.hint') : null,
    blockStakes: (slip.blocks?.items ?? []).map((block) => ({
      ...stakes.field(`block:${block.blockId}`, t('block.stake', { number: block.blockId }), block.stake, (value) => slip.blocks?.setStake(block.blockId, value), partCheck),
      id: block.blockId,
      hint: t('block.summary', { count: block.count, odds: block.odds, amount: block.possibleWin }),
    })),
    stake,
    bonus: slip.bonus.isOffered ? { text: t('bonus.offer', { percent: slip.bonus.percent, odds: slip.bonus.odds }), add: { label: t('bonus.add'), onPress: slip.bonus.add } } : null,
    vip: slip.vip.isAvailable ? { label: t('vip.label'), description: t('vip.description'), isOn: slip.vip.isOn, onChange: slip.vip.set } : null,
    promo: slip.promo.isAvailable ? { label: t('promo.label'), value: slip.promo.code, onChange: slip.promo.set, placeholder: t('promo.placeholder') } : null,
    oneClick: slip.oneClick.isShown
      ? {
          switch: {
            label: t('oneClick.label'),
            description: t('oneClick.description'),
            isOn: slip.oneClick.isOn,
            onChange: (isOn) => (isOn ? slip.oneClick.request() : slip.oneClick.disable()),
          },
          stake: slip.oneClick.isOn ? stakes.field('oneClick', t('oneClick.stake'), slip.oneClick.amount, slip.oneClick.setAmount, partCheck) : null,
        }
      : null,
    save: {
      button: { label: saver.isSaving ? t('save.saving') : t('save.submit'), isDisabled: saver.isSaving, onPress: () => void saver.save().then(savedCopy.reset) },
      saved:
        saver.result === 'saved' && saver.code
          ? {
              text: t('save.saved', { code: saver.code }),
              link: saver.linkHref ? { label: t('save.openLink'), href: saver.linkHref } : null,
              copy: { label: t('success.copy'), onPress: () => savedCopy.copy(saver.code!, saver.code!) },
              copyLink: saver.linkUrl ? { label: t('save.copyLink'), onPress: () => savedCopy.copy(saver.code!, saver.linkUrl!) } : null,
              copiedText: copiedText(savedCopy.copiedOf(saver.code), t),
            }
          : null,
      failedText: saver.result === 'failed' ? t('save.failed') : null,
    },
    policy: {
      label: t('policy.label'),
      value: slip.changeCoefAction,
      isDisabled: slip.isChangeCoefActionLocked,
      hint: slip.isChangeCoefActionLocked ? t('policy.lockedByOneClick') : undefined,
      options: ([2, 1, 0] as const).map((value) => ({ value, label: t(`policy.${value}`) })),
      onChange: slip.setChangeCoefAction,
    },
    reminder: slip.reminder.isDue ? { text: t('reminder.text', { count: slip.count }), dismiss: { label: t('reminder.dismiss'), onPress: slip.reminder.dismiss } } : null,
    problems:
      slip.problems.length > 0
        ? {
            title: t('problems.title'),
            items: slip.problems.map((message, index) => ({ key: `${message.key}-${index}`, text: say(t, message) })),
            actions: [
              ...(slip.needsOddsConfirmation ? [{ id: 'accept' as const, label: t('place.acceptChanges'), onPress: placement.acceptChanges, isPrimary: true }] : []),
              ...(placement.canRetry ? [{ id: 'retry' as const, label: t('place.retry'), onPress: () => void placement.retry(), isPrimary: false }] : []),
            ],
          }
        : null,
    place: status === 'filling' ? placeModel(slip, t, isStakeBlocked) : null,
    placed: status === 'placed' ? placedModel(slip, t, placedCopy, () => setOpen(false)) : null,
    toast: toastModel(slip, t),
    oneClickWarning: {
      isOpen: slip.oneClick.isWarningOpen,
      title: t('oneClick.warningTitle'),
      text: t('oneClick.warningText'),
      confirmLabel: t('oneClick.confirm'),
      cancelLabel: t('oneClick.cancel'),
      onConfirm: slip.oneClick.confirm,
      onCancel: slip.oneClick.cancel,
    },
    sheet: {
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      closeLabel: t('close'),
      // With one-click on the slip stays empty, but the player still needs it to change the stake or turn one-click off.
      button: (slip.count > 0 || slip.oneClick.isOn) && !isOpen ? { label: t('slipButton', { count: slip.count }), count: slip.count, isAttention: slip.reminder.isDue } : null,
    },
  };
  // Amounts are written when the slip shows them (see useCouponSlip: an empty slip writes no money).
  return withLazyProperties(model, {
    quickAmounts: () => ({
      label: t('stake.quick'),
      amounts: slip.quickAmounts.map((value) => ({ key: value, text: money(value), label: t('stake.quickSet', { amount: money(value) }), onPress: () => setStake(value) })),
    }),
    // While the stake field holds no amount, the slip shows no returns for a stake it would not place.
    summary: () => summaryRows(slip, t).map((row) => (stakes.hasDraft('stake') && !isPerPart && row.id !== 'totalOdds' ? { ...row, value: '—' } : row)),
  });
}

const copiedText = (isCopied: boolean | null, t: CouponTranslate) => (isCopied === null ? null : isCopied ? t('success.copied') : t('success.copyFailed'));

function systemChoice(system: NonNullable<CouponSlipView['system']>, t: CouponTranslate): CouponChoiceModel<number> {
  return {
    label: t('system.label'),
    value: system.value,
    options: system.options.map((option) => ({ value: option.value, label: t('system.option', { value: option.value, count: system.selectionCount, combos: option.combo }) })),
    onChange: system.setValue,
    hint: system.bankerCount > 0 ? t('system.bankers', { count: system.bankerCount }) : undefined,
  };
}

/** Total odds, the total stake of singles and blocks, then what the coupon pays: one headline row, last. */
function summaryRows(slip: CouponSlipView, t: CouponTranslate): CouponSummaryRow[] {
  const row = (id: CouponSummaryRow['id'], value: string, isHeadline = false): CouponSummaryRow => ({ id, label: t(`summary.${id}`), value, isHeadline });
  const singlesStake = slip.selections.filter((selection) => !selection.isBonus).reduce((sum, selection) => sum + selection.stake, 0);
  return [
    ...(slip.totalOdds ? [row('totalOdds', slip.totalOdds)] : []),
    ...(slip.typeKey === 'singles' ? [row('totalStake', slip.money(singlesStake))] : []),
    ...(slip.blocks ? [row('totalStake', slip.blocks.totalStake)] : []),
    ...(slip.typeKey === 'express' ? [row('possibleWin', slip.possibleWin, true)] : [row('minWin', slip.minWin), row('maxWin', slip.maxWin, true)]),
  ];
}

/** Accept changes while prices wait and nothing else is wrong; otherwise place (or sign in first). A stake with a problem waits. */
function placeModel(slip: CouponSlipView, t: CouponTranslate, isStakeBlocked: boolean): CouponPlaceModel {
  const { placement } = slip;
  const blocker = slip.placeHint ?? (isStakeBlocked ? placeBlockerMessage('amount') : null);
  const hint = blocker ? say(t, blocker) : null;
  const isBlocked = placement.isSignedIn && (slip.placeBlocker !== null || isStakeBlocked);
  if (slip.needsOddsConfirmation && slip.problems.length === 0) {
    return { label: t('place.acceptChanges'), busyLabel: t('place.submitting'), isBusy: false, isDisabled: false, hint, onPress: placement.acceptChanges };
  }
  return {
    label: placement.isSignedIn ? t('place.submit') : t('place.signIn'),
    busyLabel: t('place.submitting'),
    isBusy: placement.isPlacing,
    isDisabled: isBlocked,
    hint: placement.isSignedIn ? hint : null,
    onPress: () => {
      if (!isBlocked) void placement.place();
    },
  };
}

function placedModel(slip: CouponSlipView, t: CouponTranslate, copy: ReturnType<typeof useCopyState<number>>, closeSheet: () => void): CouponPlacedModel {
  const success = slip.placement.success!;
  return {
    title: t('success.title'),
    rows: [
      { label: t('success.number'), value: String(success.id) },
      { label: t('success.stake'), value: slip.money(success.amount, success.iso) },
      ...(success.coef !== null ? [{ label: t('summary.totalOdds'), value: slip.formatOdds(success.coef) }] : []),
      { label: t('success.possibleWin'), value: slip.money(success.possibleWin, success.iso) },
    ],
    code: {
      label: t('success.code'),
      value: success.code,
      copyLabel: t('success.copy'),
      onCopy: () => copy.copy(success.id, success.code),
      copiedText: copiedText(copy.copiedOf(success.id), t),
      shareText: t('success.share'),
    },
    printLink: { label: t('success.print'), href: slip.placement.printHref! },
    continueLabel: t('success.continue'),
    onContinue: () => {
      slip.placement.dismiss();
      closeSheet();
    },
  };
}

/** The last one-click bet's notice: placed is good news, refused or "log in first" a warning, placing plain. */
function toastModel(slip: CouponSlipView, t: CouponTranslate): CouponSlipModel['toast'] {
  const { notice } = slip.oneClick;
  const message = notice ? say(t, { ...notice.message, values: { ...notice.message.values, reason: notice.reason ? say(t, notice.reason) : '' } }) : null;
  const tone = notice?.status === 'placed' ? 'success' : notice?.status === 'failed' || notice?.status === 'sign-in' ? 'warning' : 'info';
  return { message, tone, closeLabel: t('oneClick.dismiss'), onClose: slip.oneClick.dismissNotice };
}
