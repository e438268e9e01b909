import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { lastFeedUpdate, loadNextIds, loadRunningGames, pruneFinished, writeChanges } from './feed-store.ts';
import { createSimulator, type Simulator, type TickChanges } from './live-simulator.ts';

/** The simulator over the database: each tick is played in memory, then written. */
export interface LiveFeed {
  simulator: Simulator;
  tick(ms: number): Promise<TickChanges>;
}

/**
 * Loads the running games and starts a simulator where the feed was last written, so the first tick catches up
 * on any time the server was down (games due in between start, long-finished ones go to the results).
 * @example
 * const feed = await createLiveFeed({ db: api.db, seed: 1, now: Date.now() });
 * await feed.tick(2000);
 */
export async function createLiveFeed({ db, seed, now }: { db: Db; seed: number; now: Date | number }): Promise<LiveFeed> {
  const at = typeof now === 'number' ? now : now.getTime();
  const since = Math.min(at, (await lastFeedUpdate(db)) ?? at);
  const games = await loadRunningGames(db, since);
  const ids = await loadNextIds(db);
  const simulator = createSimulator({ seed, now: since, games, ids });
  return {
    simulator,
    async tick(ms) {
      const changes = simulator.tick(ms);
      await writeChanges(db, changes, simulator.now());
      return changes;
    },
  };
}

/** `createApi({ sportsLive })`: run the simulator on a timer while the server runs. */
export interface SportsLiveOptions {
  enabled: boolean;
  /** Milliseconds between ticks (default 2000: about 10 % of live outcomes move per tick). */
  tickMs?: number;
  /** The PRNG seed (default: random). */
  seed?: number;
}

/** On unless env `API_SPORTS_LIVE` is '0' or this is a test run (vitest sets NODE_ENV=test). */
export function sportsLiveDefault(env: Record<string, string | undefined> = process.env): SportsLiveOptions {
  return { enabled: env.API_SPORTS_LIVE !== '0' && env.NODE_ENV !== 'test' };
}

const LIVE_LOCK_ID = 7_310_004;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Finished games (without coupons) are kept this long for the results pages. */
export const KEEP_RESULTS_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Ticks the live feed every `tickMs` (by the real time passed), never two ticks at once. One process drives it: the
 * first to take a session advisory lock, so two API processes on one PostgreSQL do not both play the games.
 * A failed tick is logged and the next one tries again.
 */
export function startSportsLive(db: Db, now: () => Date, options: SportsLiveOptions): { stop(): Promise<void> } {
  if (!options.enabled) return { stop: async () => {} };
  const tickMs = Math.max(100, options.tickMs ?? 2000);
  let feed: LiveFeed | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastPrune = 0;

  async function step(): Promise<void> {
    if (!feed) {
      const { rows } = await db.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LIVE_LOCK_ID]);
      if (!rows[0]?.locked) return;
      feed = await createLiveFeed({ db, seed: options.seed ?? randomInt(2 ** 31), now: now() });
    }
    const at = now().getTime();
    await feed.tick(Math.max(0, at - feed.simulator.now()));
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await pruneFinished(db, at - KEEP_RESULTS_MS);
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = step()
      .catch((error: unknown) => console.error('[api] sports live tick failed', error))
      .finally(() => {
        running = undefined;
      });
  }, tickMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
