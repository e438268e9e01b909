import type { NumericFieldModel } from '../../interactions/numeric-draft.ts';
import type { CouponSlipModel, CouponSlipSelectionModel } from './use-coupon-slip-screen.ts';

// Plain bet slip models in each state that matters, in English, for the kits' workbench stories and view tests.

const noop = () => undefined;
const accept = () => true;

const field = (label: string, text: string, extra: Partial<NumericFieldModel> = {}): NumericFieldModel => ({
  label,
  text,
  onText: accept,
  invalidText: 'Enter an amount, such as 150 or 12.50.',
  currency: '₽',
  ...extra,
});

const selection = (id: string, title: string, pick: string, odds: string, extra: Partial<CouponSlipSelectionModel> = {}): CouponSlipSelectionModel => ({
  id,
  title,
  pick,
  meta: 'England. Premier League',
  odds,
  pendingOdds: null,
  movement: 'none',
  movementLabel: 'Odds went down',
  lockedText: null,
  isBonus: false,
  remove: { label: `Remove ${title}, ${pick}`, onPress: noop },
  returns: null,
  ...extra,
});

const picks = [
  selection('1', 'Arsenal – Chelsea', 'Match result: 1', '2.00'),
  selection('2', 'Liverpool – Everton', 'Match result: 1', '1.50', { movement: 'up', movementLabel: 'Odds went up' }),
  selection('3', 'Sevilla – Real Betis', 'Total: over 2.5', '3.00', { meta: 'Spain. LaLiga · 0:2', liveLabel: 'Live' }),
];

const typeOptions = [
  { value: 'express' as const, label: 'Accumulator' },
  { value: 'system' as const, label: 'System' },
  { value: 'chain' as const, label: 'Chain' },
  { value: 'blocks' as const, label: 'Blocks' },
  { value: 'singles' as const, label: 'Singles' },
];

/** An express of three at ₽100: total odds 9.00, returns ₽900. */
export const fillingSlip: CouponSlipModel = {
  title: 'Bet slip',
  count: 3,
  countLabel: 'Selections: 3',
  status: 'filling',
  clear: { label: 'Remove all', onPress: noop },
  announcement: '',
  linkNotice: null,
  empty: { title: 'Your bet slip is empty', text: 'Click on the odds to add selections to your bet slip.' },
  loadByCode: { field: { label: 'Load a coupon by code', value: '', onChange: noop, error: null }, submit: { label: 'Load', isDisabled: true }, onSubmit: noop },
  type: { label: 'Bet type', value: 'express', options: typeOptions, onChange: noop },
  selectionsLabel: 'Selections',
  selections: picks,
  system: null,
  typeHint: null,
  blockStakes: [],
  stake: field('Stake', '100', {
    step: { increaseLabel: 'Increase the stake by ₽10', decreaseLabel: 'Decrease the stake by ₽10', onStep: noop },
    error: null,
    hint: 'Min. ₽10 · Max. ₽100,000',
  }),
  quickAmounts: {
    label: 'Quick stakes',
    amounts: [100, 200, 500, 1000].map((value) => ({ key: value, text: `₽${value.toLocaleString('en')}`, label: `Set the stake to ₽${value.toLocaleString('en')}`, onPress: noop })),
  },
  summary: [
    { id: 'totalOdds', label: 'Total odds', value: '9.00', isHeadline: false },
    { id: 'possibleWin', label: 'Potential returns', value: '₽900', isHeadline: true },
  ],
  bonus: { text: 'Accumulator bonus: +5% to your odds (total 9.45)', add: { label: 'Add bonus', onPress: noop } },
  vip: null,
  promo: { label: 'Promo code', value: '', onChange: noop, placeholder: 'Enter a code' },
  oneClick: { switch: { label: 'One-click betting', description: 'A click on the odds places a bet at once', isOn: false, onChange: noop }, stake: null },
  save: { button: { label: 'Save and share', onPress: noop, isDisabled: false }, saved: null, failedText: null },
  policy: {
    label: 'When the odds change',
    value: 2,
    options: [
      { value: 2, label: 'Accept higher odds' },
      { value: 1, label: 'Accept any change' },
      { value: 0, label: 'Always ask me' },
    ],
    onChange: noop,
  },
  reminder: null,
  problems: null,
  place: { label: 'Place bet', busyLabel: 'Placing your bet…', isBusy: false, isDisabled: false, hint: null, onPress: noop },
  placed: null,
  toast: { message: null, tone: 'info', closeLabel: 'Close', onClose: noop },
  oneClickWarning: {
    isOpen: false,
    title: 'Your bet slip will be cleared',
    text: 'Turning on one-click betting removes all selections from your bet slip. Turn it on?',
    confirmLabel: 'Turn on',
    cancelLabel: 'Cancel',
    onConfirm: noop,
    onCancel: noop,
  },
  sheet: { isOpen: true, open: noop, close: noop, closeLabel: 'Close bet slip', button: null },
};

/** Nothing in the slip: what to do, and the form that loads a shared coupon. */
export const emptySlip: CouponSlipModel = {
  ...fillingSlip,
  count: 0,
  countLabel: 'Selections: 0',
  status: 'empty',
  clear: null,
  selections: [],
  summary: [],
  bonus: null,
  place: null,
  sheet: { ...fillingSlip.sheet, isOpen: true },
};

/** A system 2 from 4 with a banker switch on each selection. */
export const systemSlip: CouponSlipModel = {
  ...fillingSlip,
  count: 4,
  countLabel: 'Selections: 4',
  type: { ...fillingSlip.type, value: 'system' },
  selections: [...picks, selection('4', 'Milan – Inter', 'Match result: X', '3.20')].map((pick) => ({ ...pick, banker: { label: 'Banker', isOn: pick.id === '1', onChange: noop } })),
  system: {
    label: 'System',
    value: 2,
    options: [
      { value: 2, label: '2 from 3 (3 bets)' },
      { value: 3, label: '3 from 3 (1 bets)' },
    ],
    onChange: noop,
    hint: 'Bankers in every bet: 1',
  },
  bonus: null,
  summary: [
    { id: 'totalOdds', label: 'Total odds', value: '38.40', isHeadline: false },
    { id: 'minWin', label: 'Minimum returns', value: '₽600', isHeadline: false },
    { id: 'maxWin', label: 'Maximum returns', value: '₽1,280', isHeadline: true },
  ],
};

/** Singles: a stake per selection with its return, and the total stake. */
export const singlesSlip: CouponSlipModel = {
  ...fillingSlip,
  type: { ...fillingSlip.type, value: 'singles' },
  stake: { ...fillingSlip.stake, label: 'Stake per bet' },
  selections: picks.map((pick) => ({
    ...pick,
    stake: field(`Stake on ${pick.title}, ${pick.pick}`, '100'),
    returns: `Returns ₽${Math.round(Number(pick.odds) * 100)}`,
  })),
  bonus: null,
  summary: [
    { id: 'totalStake', label: 'Total stake', value: '₽300', isHeadline: false },
    { id: 'minWin', label: 'Minimum returns', value: '₽150', isHeadline: false },
    { id: 'maxWin', label: 'Maximum returns', value: '₽650', isHeadline: true },
  ],
};

/** The placement stopped: the odds moved and a selection was suspended; the player may accept the changes. */
export const problemsSlip: CouponSlipModel = {
  ...fillingSlip,
  selections: [
    { ...picks[0]!, pendingOdds: '1.80', movement: 'down' },
    { ...picks[1]!, lockedText: 'Betting on this selection is suspended' },
    picks[2]!,
  ],
  announcement: 'Bet not placed. Changes to check: 2.',
  problems: {
    title: 'Your bet was not placed',
    items: [
      { key: 'problems.oddsChanged-0', text: 'Arsenal – Chelsea, 1: the odds changed from 2.00 to 1.80.' },
      { key: 'problems.locked.market_blocked-1', text: 'Liverpool – Everton, 1: betting is suspended.' },
    ],
    actions: [
      { id: 'accept', label: 'Accept changes', onPress: noop, isPrimary: true },
      { id: 'retry', label: 'Try again', onPress: noop, isPrimary: false },
    ],
  },
  stake: { ...fillingSlip.stake, error: 'The minimum stake is ₽10' },
  place: { ...fillingSlip.place!, isDisabled: true, hint: 'The odds have changed. Accept the changes to continue.' },
};

/** "Place bet" pressed: the button is busy until the server answers. */
export const placingSlip: CouponSlipModel = {
  ...fillingSlip,
  announcement: 'Placing your bet…',
  place: { ...fillingSlip.place!, isBusy: true },
};

/** The coupon went through: its number, stake, odds and returns, the code to share and the print page. */
export const placedSlip: CouponSlipModel = {
  ...fillingSlip,
  count: 0,
  countLabel: 'Selections: 0',
  status: 'placed',
  clear: null,
  selections: [],
  place: null,
  announcement: 'Bet placed. Coupon number 17.',
  placed: {
    title: 'Bet placed',
    rows: [
      { label: 'Coupon number', value: '17' },
      { label: 'Stake', value: '₽150' },
      { label: 'Total odds', value: '6.00' },
      { label: 'Potential returns', value: '₽900' },
    ],
    code: { label: 'Coupon code', value: 'AB23CD45', copyLabel: 'Copy', onCopy: noop, copiedText: null, shareText: 'Share this code: anyone can load these selections with it.' },
    printLink: { label: 'Print coupon', href: '/en/coupon/print/17' },
    continueLabel: 'Continue betting',
    onContinue: noop,
  },
};

/** One-click betting on: the slip stays empty and a placed one-click bet shows its toast. */
export const oneClickToastSlip: CouponSlipModel = {
  ...emptySlip,
  oneClick: { switch: { ...fillingSlip.oneClick!.switch, isOn: true }, stake: field('One-click stake', '100') },
  policy: { ...fillingSlip.policy, value: 1, isDisabled: true, hint: 'One-click betting accepts any change.' },
  toast: { ...fillingSlip.toast, tone: 'success', message: 'One-click bet placed: Arsenal – Chelsea, 1 at 2.00, stake ₽100. Coupon number 18.' },
  sheet: { ...fillingSlip.sheet, isOpen: false, button: { label: 'Bet slip (0)', count: 0, isAttention: false } },
};

/** Every fixture by name, for stories and tests that walk them all. */
export const couponSlipFixtures = { emptySlip, fillingSlip, systemSlip, singlesSlip, problemsSlip, placingSlip, placedSlip, oneClickToastSlip } as const;
