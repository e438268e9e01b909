import { catalogChamp, CHAMPS, SPORTS } from './catalog.ts';
import type { CatalogChamp } from './catalog-types.ts';
import { advanceGame, startGame, type SimEvent } from './engine.ts';
import type { FeedIds, SimGame, SimMarket } from './feed-types.ts';
import { champContext, createGame, priceGame } from './generate.ts';
import { mulberry32, pick, randInt, randRange, shuffle, type Rng } from './prng.ts';
import { expectedDuration } from './sport-rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Markets stay suspended this long after a goal or the end of a set. */
const GOAL_SUSPENSION_MS: [number, number] = [5 * SECOND, 10 * SECOND];
/** Now and then a bookmaker suspends a game briefly (a dangerous attack, a video review). */
const RANDOM_SUSPENSION_PER_2S = 0.005;
const RANDOM_SUSPENSION_MS: [number, number] = [3 * SECOND, 6 * SECOND];
/** The line covers this far ahead, with at least this many games per championship. */
export const LINE_HORIZON_MS = 7 * DAY;
const MIN_UPCOMING_PER_CHAMP = 4;
/** Live games are topped up so each sport has about its target running (plus a little for those about to end). */
const LIVE_PIPELINE_FACTOR = 1.2;
const SOON_MS = HOUR;
const REPLENISH_EVERY_MS = MINUTE;

export interface SimulatorOptions {
  /** Seeds the PRNG (mulberry32): the same seed, games and ticks give the same feed. */
  seed: number;
  /** The simulator's clock at the start; `tick(ms)` moves it on. */
  now: Date | number;
  /** The line and live games to run; finished ones are ignored. */
  games?: readonly SimGame[];
  /** The next free ids (default: after the largest in `games`). */
  ids?: FeedIds;
  /** Add line games so every championship has a week of fixtures, and keep about 40 games live (default true). */
  replenish?: boolean;
}

/** What one tick changed, for the store to write. */
export interface TickChanges {
  /** Games whose state changed, including new and finished ones. */
  games: SimGame[];
  /** Markets whose prices or suspension changed (their outcomes with them). */
  markets: SimMarket[];
  /** New line games, with all their markets. */
  created: SimGame[];
  /** Games that ended in this tick (they leave the simulator). */
  finished: SimGame[];
}

export interface Simulator {
  /** Moves the clock `ms` on: starts due games, plays live ones, moves odds, suspends and reopens markets, ends games. */
  tick(ms: number): TickChanges;
  /** The simulator's clock, epoch ms. */
  now(): number;
  /** Line and live games, by id. */
  games(): readonly SimGame[];
  /** Everything (clock, PRNG, ids, games) as JSON, to compare two runs. */
  snapshot(): string;
}

/**
 * The live feed's engine, in memory and deterministic: no timers, no database, no `Math.random`.
 * @example
 * const sim = createSimulator({ seed: 7, now: Date.now(), games });
 * const changes = sim.tick(2000); // two seconds of play
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const rng = mulberry32(options.seed);
  let clock = typeof options.now === 'number' ? options.now : options.now.getTime();
  const games: SimGame[] = options.games
    ? options.games.filter((game) => game.state.status !== 'finished').map((game) => structuredClone(game)).sort((a, b) => a.id - b.id)
    : [];
  const ids: FeedIds = options.ids ? { ...options.ids } : nextIds(games);
  const replenishOn = options.replenish ?? true;
  let lastReplenish = -Infinity;
  /** What each live game was last priced at (see `priceKey`), to skip set sports between points. */
  const priced = new Map<number, string>();

  function tick(ms: number): TickChanges {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('tick(ms) needs a finite, non-negative ms');
    clock += ms;
    const changes = new ChangeSet();

    if (replenishOn && clock - lastReplenish >= REPLENISH_EVERY_MS) {
      lastReplenish = clock;
      for (const game of replenish(rng, ids, games, clock)) {
        games.push(game);
        changes.created.push(game);
        changes.game(game);
      }
    }

    const reprice = new Set<SimGame>();
    for (const game of games) {
      const ctx = champContext(catalogChamp(game.champId));
      if (game.state.status === 'line') {
        if (game.startAt > clock) continue;
        // Kick-off, and catch up if it was due a while ago (a server that was down).
        startGame(game.state, ctx.rules, rng);
        advanceGame(game.state, ctx.rules, game.model, (clock - game.startAt) / SECOND, rng);
        changes.game(game);
        reprice.add(game);
        continue;
      }
      let suspendFor = 0;
      const onEvent = (event: SimEvent) => {
        if (event.kind !== 'finish' && event.major) suspendFor = randRange(rng, ...GOAL_SUSPENSION_MS);
      };
      advanceGame(game.state, ctx.rules, game.model, ms / SECOND, rng, onEvent);
      changes.game(game);
      if (suspendFor === 0 && ms > 0 && rng.next() < chancePer(RANDOM_SUSPENSION_PER_2S, ms)) suspendFor = randRange(rng, ...RANDOM_SUSPENSION_MS);
      if (suspendFor > 0 && game.state.status === 'live') {
        for (const market of game.markets) {
          market.blockedUntil = Math.max(market.blockedUntil ?? 0, clock + Math.round(suspendFor));
          market.isBlocked = true;
          changes.market(market);
        }
      }
    }

    for (const game of games) {
      if (game.state.status === 'finished') {
        finishGame(game, clock, changes);
        continue;
      }
      if (game.state.status !== 'live') continue;
      for (const market of game.markets) {
        if (market.blockedUntil !== null && market.blockedUntil <= clock) {
          market.blockedUntil = null;
          reprice.add(game);
        }
      }
    }

    // The open markets of a live game are repriced together from the game as it stands (score and clock), from one model.
    for (const game of games) {
      if (game.state.status !== 'live') continue;
      const key = priceKey(game);
      if (!reprice.has(game) && priced.get(game.id) === key) continue;
      priced.set(game.id, key);
      const open = game.markets.filter((market) => market.blockedUntil === null);
      const before = open.map(priceSignature);
      priceGame(game, open);
      open.forEach((market, index) => {
        if (reprice.has(game) || priceSignature(market) !== before[index]) changes.market(market);
      });
    }

    for (let i = games.length - 1; i >= 0; i--) {
      const game = games[i];
      if (game?.state.status !== 'finished') continue;
      priced.delete(game.id);
      games.splice(i, 1);
    }
    return changes.result();
  }

  return {
    tick,
    now: () => clock,
    games: () => games,
    snapshot: () => JSON.stringify({ clock, rng: rng.state(), ids, games }),
  };
}

/** The chance that an event with chance `per2s` every 2 s happens within `ms`. */
function chancePer(per2s: number, ms: number): number {
  return 1 - (1 - per2s) ** (ms / 2000);
}

function nextIds(games: readonly SimGame[]): FeedIds {
  const ids: FeedIds = { game: 1, market: 1, outcome: 1 };
  for (const game of games) {
    ids.game = Math.max(ids.game, game.id + 1);
    for (const market of game.markets) {
      ids.market = Math.max(ids.market, market.id + 1);
      for (const outcome of market.outcomes) ids.outcome = Math.max(ids.outcome, outcome.id + 1);
    }
  }
  return ids;
}

class ChangeSet {
  private readonly games = new Map<number, SimGame>();
  private readonly markets = new Map<number, SimMarket>();
  readonly created: SimGame[] = [];
  readonly finished: SimGame[] = [];

  game(game: SimGame): void {
    this.games.set(game.id, game);
  }

  market(market: SimMarket): void {
    this.markets.set(market.id, market);
  }

  result(): TickChanges {
    return { games: [...this.games.values()], markets: [...this.markets.values()], created: this.created, finished: this.finished };
  }
}

function finishGame(game: SimGame, clock: number, changes: ChangeSet): void {
  // Played without breaks from its start, so it ended about `gameTime` after it (earlier than now when catching up).
  game.finishedAt = Math.min(clock, game.startAt + Math.round(game.state.gameTime) * SECOND);
  for (const market of game.markets) {
    market.blockedUntil = null;
    market.isBlocked = true;
    changes.market(market);
  }
  changes.game(game);
  changes.finished.push(game);
}

/** Game-clock seconds between repricings of a game whose score has not changed. */
export const REPRICE_CLOCK_SECONDS = 30;

/**
 * When a game's prices are due again: at every change of score, period or server, and every
 * {@link REPRICE_CLOCK_SECONDS} of the game clock (set sports have no clock). Between two, the game's prices all
 * still come from one model of endings that can all still happen (only a score or a period's end rules any out),
 * so no set of bets wins whatever happens; they just drift a little from the clock.
 */
function priceKey(game: SimGame): string {
  const { state } = game;
  const open = game.markets.filter((market) => market.blockedUntil === null).length;
  const clock = champContext(catalogChamp(game.champId)).rules.kind === 'race' ? '' : Math.floor(state.gameTime / REPRICE_CLOCK_SECONDS);
  return `${state.period}|${JSON.stringify(state.periodScores)}|${state.score.join(':')}|${state.server ?? ''}|${clock}|${open}`;
}

function priceSignature(market: SimMarket): string {
  return `${market.isBlocked}|${market.outcomes.map((outcome) => `${outcome.coef}/${outcome.isBlocked}`).join(',')}`;
}

// — Keeping the feed full ————————————————————————————————————————————————

/** Kick-off times (UTC hour, minute) a matchday's games are spread over. */
const KICKOFFS: readonly [number, number][] = [
  [10, 0], [11, 30], [12, 0], [13, 30], [14, 0], [15, 0], [16, 30], [17, 0], [18, 0], [18, 45], [19, 0], [20, 0], [20, 45],
];

/** Pairs of different teams of a championship, none of them in `busy`. */
function pairTeams(rng: Rng, champ: CatalogChamp, busy: ReadonlySet<string>, count: number) {
  const free = shuffle(rng, champ.teams.filter((team) => !busy.has(`${champ.id}:${team.en}`)));
  const pairs = [];
  for (let i = 0; i + 1 < free.length && pairs.length < count; i += 2) pairs.push([free[i], free[i + 1]] as const);
  return pairs.flatMap(([team1, team2]) => (team1 && team2 ? [{ team1, team2 }] : []));
}

/** Whether a new game of this championship is a top game. */
function topPick(rng: Rng, champ: CatalogChamp): boolean {
  return rng.next() < (champ.isTop ? 0.35 : 0.04);
}

/**
 * New games that keep the feed going: a matchday for each championship with fewer than four fixtures in the coming
 * week, and games starting within the hour in sports that have fewer than their share of the ~40 live games.
 */
export function replenish(rng: Rng, ids: FeedIds, games: readonly SimGame[], clock: number): SimGame[] {
  const created: SimGame[] = [];
  const all = () => [...games, ...created];

  for (const champ of CHAMPS) {
    const upcoming = all().filter((game) => game.champId === champ.id && game.state.status === 'line' && game.startAt <= clock + LINE_HORIZON_MS);
    if (upcoming.length >= MIN_UPCOMING_PER_CHAMP) continue;
    const day = Math.floor(clock / DAY) * DAY + randInt(rng, 1, 6) * DAY;
    const busy = new Set(
      all()
        .filter((game) => game.champId === champ.id && Math.abs(game.startAt - day) < DAY)
        .flatMap((game) => [`${champ.id}:${game.team1.en}`, `${champ.id}:${game.team2.en}`]),
    );
    const slots = shuffle(rng, KICKOFFS);
    pairTeams(rng, champ, busy, 4).forEach(({ team1, team2 }, index) => {
      const [hour, minute] = slots[index % slots.length] ?? [18, 0];
      const startAt = day + hour * HOUR + minute * MINUTE;
      if (startAt <= clock + HOUR || startAt > clock + LINE_HORIZON_MS) return;
      created.push(createGame({ rng, ids, champ, team1, team2, startAt, isTop: topPick(rng, champ) }));
    });
  }

  for (const sport of SPORTS) {
    const target = Math.round(sport.liveTarget * LIVE_PIPELINE_FACTOR);
    const champs = CHAMPS.filter((champ) => champ.sportId === sport.id);
    for (let attempt = 0; attempt < target; attempt++) {
      const running = all().filter(
        (game) => game.sportId === sport.id && (game.state.status === 'live' || (game.state.status === 'line' && game.startAt <= clock + SOON_MS)),
      );
      if (running.length >= target) break;
      const champ = pick(rng, champs);
      const busy = new Set(running.filter((game) => game.champId === champ.id).flatMap((game) => [`${champ.id}:${game.team1.en}`, `${champ.id}:${game.team2.en}`]));
      const pair = pairTeams(rng, champ, busy, 1)[0];
      if (!pair) continue;
      const duration = expectedDuration(champContext(champ).rules) * SECOND;
      const startAt = Math.round((clock + Math.max(MINUTE, randRange(rng, 0.05, 0.3) * duration)) / MINUTE) * MINUTE;
      created.push(createGame({ rng, ids, champ, ...pair, startAt, isTop: topPick(rng, champ) }));
    }
  }
  return created;
}
