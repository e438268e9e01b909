import { BANKER_BLOCK_ID, BET_STATUS, betIdOf, type BetStatusId, type CouponBet } from './coupon-types.ts';
import { effectiveOdds, isValidOdds } from './system-bets.ts';

// Chain and block coupons (spec: site-routes §4 "Blocks and chains for other types"; docs/decisions.md COUPON-026).
// Pure: no React, no store. The reference API prices and settles them the same way (apps/api/src/sports/coupon-math.ts).

/** The fewest selections a chain or a block coupon takes (one selection is a single). */
export const CHAIN_MIN_BETS = 2;
/** The fewest blocks a block coupon takes (one block is an express). */
export const BLOCKS_MIN_COUNT = 2;
/** The first block a selection of a block coupon may sit in; block 0 is a system's banker block. */
export const FIRST_BLOCK_ID = BANKER_BLOCK_ID + 1;

/** How one selection of a chain ended, for the payout: won, lost, or void (its stake comes back). */
export type ChainLegResult = 'won' | 'lost' | 'void';

/** A bet status as a chain leg's result; null while it is not decided (-2, -1). Half results count as void (stake back). */
export function legResultOf(statusId: BetStatusId): ChainLegResult | null {
  if (statusId === BET_STATUS.WIN) return 'won';
  if (statusId === BET_STATUS.LOSE) return 'lost';
  if (statusId === BET_STATUS.NOT_CALCULATED || statusId === BET_STATUS.GAME_NOT_STARTED) return null;
  return 'void';
}

/**
 * What a chain pays (typeId 3): the stake goes on the first selection; each winning return carries the stake (never
 * more) on to the next selection and the rest is paid out; a void selection passes its stake on unchanged; a lost
 * selection ends the chain, keeping what was paid out before it. `results` run in the coupon's order and may be
 * shorter than `odds` (the rest not decided): the chain then pays only what is banked.
 * @example chainPayout(10, [2, 3], ['won', 'lost']) // 10: 20 returned, 10 carried on and lost
 */
export function chainPayout(stake: number, odds: readonly number[], results: readonly ChainLegResult[]): number {
  if (!(stake > 0) || !Number.isFinite(stake) || !odds.every(isValidOdds)) return 0;
  let carry = stake;
  let banked = 0;
  for (let index = 0; index < odds.length; index++) {
    const result = results[index];
    if (result === undefined) return banked;
    if (result === 'lost') return banked;
    const back = result === 'won' ? carry * odds[index]! : carry;
    if (index === odds.length - 1) return banked + back;
    carry = Math.min(stake, back);
    banked += back - carry;
  }
  return banked;
}

export interface ChainWin {
  /** Every selection wins: stake × (Σ odds − (n − 1)). */
  maxWin: number;
  /** The smallest return that is not nothing: the first selection wins and the second loses, stake × (odds₁ − 1). */
  minWin: number;
}

/**
 * Possible and smallest win of a chain over the selections in order; zeros for fewer than 2 selections or bad input.
 * @example calcChainWin(10, [2, 3, 1.5]) // { maxWin: 45, minWin: 10 }
 */
export function calcChainWin(stake: number, odds: readonly number[]): ChainWin {
  if (odds.length < CHAIN_MIN_BETS || !(stake > 0) || !Number.isFinite(stake) || !odds.every(isValidOdds)) return { maxWin: 0, minWin: 0 };
  const maxWin = chainPayout(stake, odds, odds.map(() => 'won'));
  const minWin = chainPayout(stake, odds, ['won', 'lost']);
  return { maxWin, minWin };
}

/** The blocks of a block coupon: block id → its selections, in block order. Selections in no block (or in 0) are left out. */
export function groupBlocks(bets: readonly CouponBet[]): Map<number, CouponBet[]> {
  const blocks = new Map<number, CouponBet[]>();
  for (const bet of bets) {
    if (bet.blockId === null || bet.blockId < FIRST_BLOCK_ID) continue;
    const list = blocks.get(bet.blockId) ?? [];
    list.push(bet);
    blocks.set(bet.blockId, list);
  }
  return new Map([...blocks.entries()].sort(([a], [b]) => a - b));
}

export interface BlockView {
  blockId: number;
  betIds: string[];
  /** Product of the block's odds. */
  coef: number;
  stake: number;
  /** stake × coef. */
  possibleWin: number;
}

export interface BlocksWin {
  blocks: BlockView[];
  /** The sum of the blocks' stakes: what the coupon costs. */
  totalStake: number;
  /** Every block wins. */
  maxWin: number;
  /** The smallest return of one winning block (with a stake). */
  minWin: number;
}

/**
 * A block coupon (typeId 4): each block is an express of its selections with its own stake (`amountByBlockId`, or
 * `defaultStake` for a block without one); the blocks win independently. Zeros when a selection sits in no block.
 * @example calcBlocksWin(bets, { 1: 10, 2: 20 }, 0) // odds 2 and 3 in block 1, 1.5 in block 2: maxWin 90, minWin 30
 */
export function calcBlocksWin(bets: readonly CouponBet[], amountByBlockId: Readonly<Record<string, number>>, defaultStake: number): BlocksWin {
  const empty: BlocksWin = { blocks: [], totalStake: 0, maxWin: 0, minWin: 0 };
  if (bets.some((bet) => bet.blockId === null || bet.blockId < FIRST_BLOCK_ID)) return empty;
  const blocks: BlockView[] = [];
  for (const [blockId, members] of groupBlocks(bets)) {
    const odds = members.map(effectiveOdds);
    if (!odds.every(isValidOdds)) return empty;
    const coef = odds.reduce((product, value) => product * value, 1);
    const own = amountByBlockId[String(blockId)];
    const stake = own !== undefined && Number.isFinite(own) && own >= 0 ? own : Number.isFinite(defaultStake) && defaultStake > 0 ? defaultStake : 0;
    blocks.push({ blockId, betIds: members.map(betIdOf), coef, stake, possibleWin: stake * coef });
  }
  const staked = blocks.filter((block) => block.stake > 0);
  return {
    blocks,
    totalStake: blocks.reduce((sum, block) => sum + block.stake, 0),
    maxWin: blocks.reduce((sum, block) => sum + block.possibleWin, 0),
    minWin: staked.length > 0 ? Math.min(...staked.map((block) => block.possibleWin)) : 0,
  };
}

/**
 * Block ids for a coupon turning into blocks: a selection already in a block keeps it, every other one gets a block of
 * its own after the highest used, so the coupon starts as separate blocks the player then merges.
 */
export function assignBlocks(bets: readonly CouponBet[]): Map<string, number> {
  const assigned = new Map<string, number>();
  let next = FIRST_BLOCK_ID;
  for (const bet of bets) if (bet.blockId !== null && bet.blockId >= FIRST_BLOCK_ID) next = Math.max(next, bet.blockId + 1);
  for (const bet of bets) {
    assigned.set(betIdOf(bet), bet.blockId !== null && bet.blockId >= FIRST_BLOCK_ID ? bet.blockId : next++);
  }
  return assigned;
}

/** Whether these selections make a placeable block coupon: each in a block from 1 on, in at least 2 blocks. */
export function isBlocksCouponComplete(bets: readonly CouponBet[]): boolean {
  if (bets.some((bet) => bet.blockId === null || bet.blockId < FIRST_BLOCK_ID)) return false;
  return groupBlocks(bets).size >= BLOCKS_MIN_COUNT;
}
