import { performance } from 'node:perf_hooks';
import { calcSystemBet, elementarySymmetricSum, minSystemWin, systemOptions, type CouponBet } from '@bf/headless/coupon';

/**
 * Microbenchmarks of the coupon's system maths (docs/decisions.md COUPON-052), the work the slip redoes on every
 * change: a system 15 of 30 (its minimum and maximum win) and the whole option list of 30 selections (C(30, k) for
 * k = 2…29, exact in BigInt). Each sample times a batch of calls; the figure is the median (and 95th percentile) of
 * the per-call time in microseconds.
 */

export interface CouponMathFigure {
  name: string;
  /** Calls measured in all. */
  calls: number;
  medianUs: number;
  p95Us: number;
}

export interface CouponMathOptions {
  samples?: number;
  /** Calls per sample: enough for each sample to last well above the timer's resolution. */
  batch?: number;
}

/** 30 prices from 1.20 to 3.50, the same every run (a fixed LCG), so figures compare between runs. */
function fixedOdds(count: number): number[] {
  let seed = 20_250_501;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.round((1.2 + (seed / 2_147_483_648) * 2.3) * 100) / 100;
  });
}

function betsWithOdds(odds: readonly number[]): CouponBet[] {
  return odds.map((coef, index) => ({
    market: { id: String(index + 1), coef, sportId: 1, typeId: index + 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Bench', gameId: index + 1, champId: 1 },
    blockId: null,
    statusId: -1,
    typeId: 1,
    team1Name: 'Home',
    team2Name: 'Away',
    team1Score: null,
    team2Score: null,
    gameStatusId: 1,
    startTime: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: null,
    pageType: null,
    gameTime: null,
    isLiveInLive: false,
    isFinished: false,
  }));
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function measure(name: string, run: () => unknown, { samples, batch }: Required<CouponMathOptions>): CouponMathFigure {
  // A sink the optimiser cannot drop.
  let sink: unknown;
  for (let i = 0; i < batch * 5; i++) sink = run();
  const perCall: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = run();
    perCall.push(((performance.now() - start) * 1000) / batch);
  }
  if (sink === Symbol.for('never')) console.log(sink);
  perCall.sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(3));
  return { name, calls: samples * batch, medianUs: round(percentile(perCall, 0.5)), p95Us: round(percentile(perCall, 0.95)) };
}

/** Times the system maths of a 30-selection coupon. */
export function benchCouponMath({ samples = 300, batch = 200 }: CouponMathOptions = {}): CouponMathFigure[] {
  const odds = fixedOdds(30);
  const bets = betsWithOdds(odds);
  const options = { samples, batch };
  return [
    measure('system 15 of 30: min and max win (calcSystemBet)', () => calcSystemBet({ bets, typeId: 2, systemValue: 15, amount: 1000 }), options),
    measure('system 15 of 30: max win only (e_15 of 30 odds)', () => elementarySymmetricSum(odds, 15), options),
    measure('system 15 of 30: min win only (15 lowest odds)', () => minSystemWin(1, odds, 15), options),
    measure('option list of 30 selections (2…29, C(30, k) in BigInt)', () => systemOptions({ selectionCount: 30, perComboMinAmount: 10 }), options),
  ];
}

/** The figures as a small table on the console. */
export function printCouponMath(figures: readonly CouponMathFigure[]): void {
  console.log('\nCoupon maths (median and p95 per call, µs)');
  const width = Math.max(...figures.map((figure) => figure.name.length));
  for (const figure of figures) {
    console.log(`  ${figure.name.padEnd(width)}  ${figure.medianUs.toFixed(3).padStart(9)} µs  p95 ${figure.p95Us.toFixed(3).padStart(9)} µs  (${figure.calls} calls)`);
  }
}
