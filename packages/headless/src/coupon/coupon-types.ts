// The coupon's entities, ids and defaults (spec: site-routes §3 "Coupon state", "Coupon settings",
// "Coupon submission object", "Coupon bet", "System option", "Other"; §4 "Bet status ids", "Coupon types"; §9).

/** Coupon type ids (spec: site-routes §4 "Coupon types"); the chain and block ids are ours (docs/decisions.md COUPON-026). */
export const COUPON_TYPE = {
  /** typeId 1: every selection must win; odds multiply. */
  EXPRESS: 1,
  /** typeId 2: every combination of `systemValue` selections; with banker when a bet sits in lobby block 0. */
  SYSTEM: 2,
  /** typeId 3: a chain: the stake rides the selections in order, each win carrying it on (docs/decisions.md COUPON-026). */
  CHAIN: 3,
  /** typeId 4: blocks: each lobby block (1, 2, …) is an express with its own stake in `amountByBlockId` (COUPON-026). */
  BLOCKS: 4,
  /** typeId 9: one coupon per bet. */
  SINGLES: 9,
} as const;

/** A coupon type id: one of {@link COUPON_TYPE} or a block/chain type the server knows. */
export type CouponTypeId = number;

/** Bet status ids (spec: site-routes §4 "Bet status ids"). */
export const BET_STATUS = {
  NOT_CALCULATED: -2,
  GAME_NOT_STARTED: -1,
  LOSE: 0,
  WIN: 1,
  RETURN: 2,
  FORCED_RETURN: 3,
  HALF_WIN_HALF_RETURN: 4,
  HALF_LOSE_HALF_RETURN: 5,
  HALF_LOSE_HALF_WIN: 6,
} as const;

/** A bet status id, -2 to 6. */
export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** What to do when odds change before the coupon is placed (`changeCoefAction`). */
export const CHANGE_COEF_ACTION = {
  /** 0: every change needs the player's confirmation. */
  CONFIRM: 0,
  /** 1: accept any change (used by one-click betting). */
  ACCEPT_ANY: 1,
  /** 2: accept increases; decreases need confirmation (the default). */
  ACCEPT_INCREASE: 2,
} as const;

/** A change-coefficient policy id, 0 to 2. */
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

/** `changeCoefAction` default (spec: site-routes §9). */
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.ACCEPT_INCREASE;

/** `changeCoefAction` used while one-click betting is on (spec: site-routes §9). */
export const ONE_CLICK_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.ACCEPT_ANY;

/** The smallest system value (spec: site-routes §4, §9 "System minimum"). */
export const SYSTEM_MIN_VALUE = 2;

/** The lobby block that holds a system's bankers (spec: site-routes §4 "Coupon types"). */
export const BANKER_BLOCK_ID = 0;

/** Game status id of a finished game (spec: site-routes §4 "Bet conditions"). */
export const GAME_STATUS_FINISHED = 4;

/** Game status ids of a game in play (spec: site-routes §4 "Bet conditions"). */
export const GAME_STATUS_LIVE: readonly number[] = [2, 3];

/** The market a bet was taken from (spec: site-routes §3 "Coupon bet", market). */
export interface CouponMarket {
  /** The selection's id; also the bet's id in the coupon. */
  id: string;
  coef: number;
  sportId: number;
  /** The market type: two selections of one game with the same typeId are one market. */
  typeId: number;
  kind: number;
  isLive: boolean;
  sportName: string;
  champName: string;
  gameId: number;
  champId: number;
  /** The market's name as the player saw it ('Match result'), for the coupon's list. */
  marketName?: string;
  /** The outcome's name as the player saw it ('1', 'Over 2.5'), for the coupon's list. */
  outcomeName?: string;
}

/** Two players of a duel market (names only). */
export interface PlayersDuel {
  player1Name: string;
  player2Name: string;
}

/** One selection in the coupon (spec: site-routes §3 "Coupon bet"). */
export interface CouponBet {
  market: CouponMarket;
  /** Lobby block of the bet; block 0 holds a system's bankers, null when in no block. */
  blockId: number | null;
  statusId: BetStatusId;
  typeId: number;
  team1Name: string;
  team2Name: string;
  team1Score: string | null;
  team2Score: string | null;
  gameStatusId: number | null;
  /** Game start, epoch ms. */
  startTime: number | null;
  isBlocked: boolean;
  /** Another selection from the same game is in the coupon (kept by the store). */
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  expressId: number | null;
  statisticId: string | null;
  playersDuel: PlayersDuel | null;
  pageType: string | null;
  /** Seconds played, when the game clock runs. */
  gameTime: number | null;
  isLiveInLive: boolean;
  isFinished: boolean;
  /** The bonus selection added to an express (spec: site-routes §5); never a market of a game. */
  isBonusBet?: boolean;
}

/** One system size the player may choose (spec: site-routes §3 "System option"). */
export interface SystemOption {
  /** Selections per combination, not counting bankers. */
  value: number;
  /** Bankers added to every combination: a combination holds `value + offset` selections. */
  offset: number;
  /** Smallest total stake: `combo` × the per-combination minimum. */
  minBetAmount: number;
  /** Number of combinations, C(n, value). */
  combo: number;
}

/** The account the coupon is paid from (spec: site-routes §3 "Other"). */
export interface CouponAccount {
  /** ISO 4217 currency code. */
  iso: string;
  money: number;
  isBonus: boolean;
}

/** A coupon the server accepted. */
export interface PlacedCoupon {
  id: string;
  amount: number;
  coef: number;
}

/** The coupon (spec: site-routes §3 "Coupon state"). */
export interface CouponState {
  tab: string;
  typeId: CouponTypeId;
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  isCouponLoadedFromCode: boolean;
  isVisibleQuickCoupon: boolean;
  activePlaceBetIds: string[];
  bets: CouponBet[];
  accountId: number | null;
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number;
  /** `Infinity` when there is no maximum. */
  maxBetAmount: number;
  availablePrepaidAmount: number;
  /** Product of the selections' odds (void selections count 1); 0 for an empty coupon. */
  coef: number;
  /** `coef` written in the player's odds format. */
  coefByView: string;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  /** Selections per system combination; never below 2. */
  systemValue: number;
  systemValues: SystemOption[];
  antiExpressCoef: number;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: PlacedCoupon[];
  loadCouponInputValue: string;
  expressId: number | null;
  /** When each bet was added, epoch ms. */
  addedAtByBetId: Record<string, number>;
  /** Largest payout the operator allows; 0 when none. */
  maxPayout: number;
  initialAmount: number;
  amountStep: number;
  /** The current system's minimum possible win (docs/decisions.md COUPON-052). */
  calcSystemsMin: number;
  manuallyDeletedBonusBet: boolean;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
}

/** The player's coupon preferences (spec: site-routes §3 "Coupon settings"). */
export interface CouponSettings {
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  oneClickAmount: number;
  isActiveOneClick: boolean;
  exactCoef: number;
  isDropOnScoreChange: boolean;
  expressId: number | null;
  bonusAccountOneClickAmount: number;
}

/** One selection as sent to the server. */
export interface CouponSubmissionBet {
  id: string;
  coef: number;
  gameId: number;
  marketTypeId: number;
  kind: number;
  typeId: number;
  blockId: number | null;
  /** Own stake, singles only. */
  amount?: number;
}

/** What is sent to place a coupon (spec: site-routes §3 "Coupon submission object"). */
export interface CouponSubmission {
  id: string | null;
  accountId: number | null;
  amount: number;
  amountByBlockId: Record<string, number>;
  bets: CouponSubmissionBet[];
  changeCoefAction: ChangeCoefAction;
  coef: number;
  coefByView: string;
  coefViewId: number;
  exactCoef: number;
  isDropOnScoreChange: boolean;
  prepaidAmount: number;
  refId: number;
  systemValue: number;
  typeId: CouponTypeId;
  userId: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  /** Same for retries of one coupon, new when the coupon changes. */
  idempotencyKey: string;
}

/** The bet's id in the coupon: its selection id. */
export const betIdOf = (bet: CouponBet): string => bet.market.id;
