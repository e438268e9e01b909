import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LIVE_POLLING_MS,
  PAGE_LEAVE_PAUSE_MS,
  POLLING_HELPER,
  POLLING_MS,
  livePollingMs,
  pollingHelperSchedule,
  pollingPlan,
  runPollingHelper,
} from '@bf/headless/settings';
import type { PollingEvent, PollingState } from '@bf/headless/settings';

describe('polling intervals', () => {
  it('polls by default every 10 s, the line every 15 s, media 600 s, the line slider 30 s and banners 60 s', () => {
    expect(POLLING_MS).toEqual({ default: 10_000, line: 15_000, media: 600_000, sliderLine: 30_000, banners: 60_000 });
  });

  it('polls live every 2 s for one event, 3 s for fast sports and 5 s for other lists', () => {
    expect(LIVE_POLLING_MS).toEqual({ game: 2000, fastSport: 3000, list: 5000 });
    expect(livePollingMs(1, 'game')).toBe(2000);
    expect(livePollingMs(10, 'game')).toBe(2000);
    expect(livePollingMs(4, 'list')).toBe(3000);
    expect(livePollingMs(1, 'list')).toBe(5000);
    expect(livePollingMs(1, 'list', [1])).toBe(3000);
  });

  it('only ever polls live at 2, 3 or 5 s (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('game', 'list') as fc.Arbitrary<'game' | 'list'>, (sportId, component) => {
        expect([2000, 3000, 5000]).toContain(livePollingMs(sportId, component));
      }),
    );
  });
});

describe('polling helper', () => {
  it('runs an initial update then up to 5 repeats 2500 ms apart', () => {
    expect(POLLING_HELPER).toEqual({ repeats: 5, gapMs: 2500 });
    expect(pollingHelperSchedule()).toEqual([0, 2500, 5000, 7500, 10000, 12500]);
  });

  it('runs 6 updates when nothing arrives, waiting 2500 ms between them', async () => {
    const waits: number[] = [];
    let runs = 0;
    const count = await runPollingHelper(() => void (runs += 1), { wait: async (ms) => void waits.push(ms) });
    expect([count, runs]).toEqual([6, 6]);
    expect(waits).toEqual([2500, 2500, 2500, 2500, 2500]);
  });

  it('stops as soon as an update reports done', async () => {
    let runs = 0;
    const count = await runPollingHelper(async () => (runs += 1) === 3, { wait: async () => {} });
    expect([count, runs]).toEqual([3, 3]);
  });
});

/** Runs the machine over events and returns the times at which it fetched. */
function replay(events: PollingEvent[], intervalMs: number): { runs: number[]; state: PollingState | undefined } {
  let state: PollingState | undefined;
  const runs: number[] = [];
  for (const event of events) {
    const step = pollingPlan(state, event, { intervalMs });
    state = step.state;
    if (step.run) runs.push(event.now);
  }
  return { runs, state };
}

/** Drives the machine as the hook does: wake at wakeAt, with visibility events in between. */
function simulate(intervalMs: number, visibility: { at: number; hidden: boolean }[], until: number): number[] {
  let step = pollingPlan(undefined, { type: 'start', now: 0 }, { intervalMs });
  const runs = [0];
  const queue = [...visibility].sort((a, b) => a.at - b.at);
  for (;;) {
    const next = queue[0];
    const wake = step.wakeAt;
    if (next && (wake === null || next.at <= wake)) {
      queue.shift();
      step = pollingPlan(step.state, { type: next.hidden ? 'hide' : 'show', now: next.at }, { intervalMs });
      if (step.run) runs.push(next.at);
      continue;
    }
    if (wake === null || wake > until) return runs;
    step = pollingPlan(step.state, { type: 'timer', now: wake }, { intervalMs });
    if (step.run) runs.push(wake);
  }
}

describe('pollingPlan', () => {
  it('fetches at start and then every interval', () => {
    expect(simulate(10_000, [], 35_000)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('keeps polling for 30 s after the user leaves, then pauses', () => {
    expect(PAGE_LEAVE_PAUSE_MS).toBe(30_000);
    expect(simulate(10_000, [{ at: 5_000, hidden: true }], 120_000)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('refreshes at once when the user returns after the pause, then polls on', () => {
    const runs = simulate(10_000, [{ at: 5_000, hidden: true }, { at: 100_000, hidden: false }], 125_000);
    expect(runs).toEqual([0, 10_000, 20_000, 30_000, 100_000, 110_000, 120_000]);
  });

  it('just goes on when the user returns within 30 s', () => {
    const runs = simulate(10_000, [{ at: 5_000, hidden: true }, { at: 20_000, hidden: false }, { at: 60_000, hidden: true }], 200_000);
    expect(runs).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000]);
  });

  it('sleeps with no timer while paused', () => {
    const { state } = replay([{ type: 'start', now: 0 }, { type: 'hide', now: 1 }, { type: 'timer', now: 30_001 }], 10_000);
    expect(state?.isPaused).toBe(true);
    expect(pollingPlan(state, { type: 'timer', now: 40_000 }, { intervalMs: 10_000 })).toMatchObject({ run: false, wakeAt: null });
  });

  it('starts paused-to-be on a hidden page but still fetches once', () => {
    const step = pollingPlan(undefined, { type: 'start', now: 0, isHidden: true }, { intervalMs: 5_000 });
    expect(step.run).toBe(true);
    expect(step.state.hiddenSince).toBe(0);
  });

  it('never fetches twice within one interval unless the user came back from a pause (property)', () => {
    const event = fc.record({ at: fc.integer({ min: 1, max: 300_000 }), hidden: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 20_000 }), fc.array(event, { maxLength: 12 }), (intervalMs, visibility) => {
        const runs = simulate(intervalMs, visibility, 400_000);
        for (let i = 1; i < runs.length; i += 1) {
          const gap = (runs[i] as number) - (runs[i - 1] as number);
          if (gap < intervalMs) expect(visibility.some((v) => !v.hidden && v.at === runs[i])).toBe(true);
        }
      }),
    );
  });
});
