import type { PlacementModel, PlacementProblem } from './placement-store.ts';
import type { CouponSelectionView, SelectionLockReason } from './slip-selection.ts';

// What the slip says, as keys of the `coupon` namespace with their values, so both apps word it the same.

/** A text of the `coupon` namespace and its values. */
export interface CouponMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The message of a selection's lock (spec: site-routes §4 "Bet conditions"). */
export const lockMessage = (reason: SelectionLockReason): CouponMessage => ({ key: `locked.${reason}` });

/** "Team 1 – Team 2, 1": how a problem names a selection. */
export function selectionName(selection: Pick<CouponSelectionView, 'gameName' | 'outcomeName' | 'marketName'> | undefined, fallback: string): string {
  if (!selection) return fallback;
  const pick = selection.outcomeName ?? selection.marketName;
  return pick ? `${selection.gameName}, ${pick}` : selection.gameName;
}

export interface ProblemFormatters {
  selections: readonly CouponSelectionView[];
  money(value: number, iso?: string): string;
  odds(coef: number): string;
}

/** The message of one placement problem, naming the selections and amounts it is about. */
export function problemMessage(problem: PlacementProblem, { selections, money, odds }: ProblemFormatters): CouponMessage {
  const byId = (id: string) => selections.find((selection) => selection.id === id);
  switch (problem.kind) {
    case 'odds-changed':
      return {
        key: problem.isAccepted ? 'problems.oddsAccepted' : 'problems.oddsChanged',
        values: { name: selectionName(byId(problem.betId), problem.betId), from: odds(problem.previousCoef), to: odds(problem.coef) },
      };
    case 'bet-locked':
      return { key: `problems.locked.${problem.reason}`, values: { name: selectionName(byId(problem.betId), problem.betId) } };
    case 'dependent-bets':
      return { key: 'problems.dependent', values: { names: problem.betIds.map((id) => selectionName(byId(id), id)).join('; ') } };
    case 'amount-below-min':
      return { key: 'problems.amountBelowMin', values: { amount: money(problem.min, problem.iso) } };
    case 'amount-above-max':
      return { key: 'problems.amountAboveMax', values: { amount: money(problem.max, problem.iso) } };
    case 'max-payout-exceeded':
      return { key: 'problems.maxPayout', values: { amount: money(problem.maxPayout, problem.iso) } };
    case 'insufficient-funds':
      return { key: 'problems.insufficientFunds', values: { amount: money(problem.balance, problem.iso) } };
    case 'account-not-found':
      return { key: 'problems.accountNotFound' };
    case 'no-answer':
      return { key: 'problems.noAnswer' };
    case 'rejected':
      return { key: 'problems.rejected', values: { detail: problem.detail } };
  }
}

/** What the live region says about the placement: placing, placed (with the number), or not placed. */
export function placementAnnouncement(placement: Pick<PlacementModel, 'status' | 'success' | 'problems'>): CouponMessage | null {
  if (placement.status === 'placing') return { key: 'place.submitting' };
  if (placement.status === 'placed' && placement.success) return { key: 'success.announce', values: { id: placement.success.id } };
  if (placement.status === 'failed') return { key: 'problems.announce', values: { count: placement.problems.length } };
  return null;
}

/** Why "Place bet" waits, in words. */
export function placeBlockerMessage(blocker: 'empty' | 'locked' | 'amount' | 'odds' | 'blocks' | null): CouponMessage | null {
  if (blocker === 'locked') return { key: 'place.blocked.locked' };
  if (blocker === 'blocks') return { key: 'place.blocked.blocks' };
  if (blocker === 'amount') return { key: 'place.blocked.amount' };
  if (blocker === 'odds') return { key: 'place.blocked.odds' };
  return null;
}

/** Translates a key of the `coupon` namespace (the apps pass i18next's `t`). */
export type CouponTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Everything one slip line says, worded once for both apps: title, pick, context line and accessible names. */
export interface SelectionLineText {
  title: string;
  /** "Match result: 1". */
  pick: string;
  /** Championship and score, when there are any. */
  meta: string | undefined;
  removeLabel: string;
  stakeLabel: string;
  movementLabel: string;
  liveLabel: string | undefined;
  lockedText: string | null;
  returns: string | null;
}

/** The texts of one selection in the slip. */
export function selectionLineText(selection: CouponSelectionView, t: CouponTranslate): SelectionLineText {
  const title = selection.isBonus ? t('selection.bonus') : selection.gameName;
  const pick = selection.isBonus
    ? t('selection.bonusPick')
    : [selection.marketName, selection.outcomeName].filter(Boolean).join(': ') || t('selection.pickUnknown');
  const locked = selection.lockReason ? lockMessage(selection.lockReason) : null;
  return {
    title,
    pick,
    meta: [selection.champName, selection.score].filter(Boolean).join(' · ') || undefined,
    removeLabel: t('selection.remove', { name: `${title}, ${pick}` }),
    stakeLabel: t('selection.stake', { name: `${title}, ${pick}` }),
    movementLabel: selection.movement === 'up' ? t('selection.oddsUp') : t('selection.oddsDown'),
    liveLabel: selection.isLive ? t('selection.live') : undefined,
    lockedText: locked ? t(locked.key, locked.values) : null,
    returns: selection.possibleWin ? t('selection.returns', { amount: selection.possibleWin }) : null,
  };
}
