import type { Db } from '../db/db.ts';
import { CHAMPS, SPORTS } from './catalog.ts';
import { expectedDuration } from './sport-rules.ts';
import type { FeedIds, SimGame } from './feed-types.ts';
import { insertCatalog, insertGames } from './feed-store.ts';
import { champContext, createGame } from './generate.ts';
import type { Localized } from './i18n.ts';
import { createSimulator } from './live-simulator.ts';
import { childSeed, mulberry32, pick, randInt, randRange, shuffle, type Rng } from './prng.ts';

/** The demo feed's seed: every fresh database gets the same feed for the same start time. */
export const SPORTS_SEED = 20_240_601;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days of results before today. */
const RESULT_DAYS = 3;
const UPCOMING_MATCHDAYS = 2;

function pairs(rng: Rng, teams: readonly Localized[], count: number): [Localized, Localized][] {
  const order = shuffle(rng, teams);
  const out: [Localized, Localized][] = [];
  for (let i = 0; i + 1 < order.length && out.length < count; i += 2) out.push([order[i] as Localized, order[i + 1] as Localized]);
  return out;
}

/** A kick-off on `day` (UTC midnight, ms) between 10:00 and 21:45. */
function kickoff(rng: Rng, day: number): number {
  return day + randInt(rng, 10, 21) * HOUR + randInt(rng, 0, 3) * 15 * MINUTE;
}

/**
 * The demo feed at `now`: three days of results, about 40 games in play, and two matchdays per championship in the
 * coming week, plus what the simulator adds to keep that going. Line games are priced, live ones played up to `now`.
 */
export function generateSeedFeed(seed: number, now: number): SimGame[] {
  const rng = mulberry32(seed);
  const ids: FeedIds = { game: 1, market: 1, outcome: 1 };
  const games: SimGame[] = [];
  const today = Math.floor(now / DAY) * DAY;
  const topPick = (isTop: boolean) => rng.next() < (isTop ? 0.35 : 0.04);

  for (const champ of CHAMPS) {
    for (let back = RESULT_DAYS; back >= 1; back--) {
      for (const [team1, team2] of pairs(rng, champ.teams, randInt(rng, 2, 4))) {
        games.push(createGame({ rng, ids, champ, team1, team2, startAt: kickoff(rng, today - back * DAY), isTop: false, withMarkets: false }));
      }
    }
  }

  for (const sport of SPORTS) {
    const champs = CHAMPS.filter((champ) => champ.sportId === sport.id);
    const used = new Set<string>();
    for (let i = 0; i < sport.liveTarget; i++) {
      const champ = pick(rng, champs);
      const free = champ.teams.filter((team) => !used.has(`${champ.id}:${team.en}`));
      const [pair] = pairs(rng, free, 1);
      if (!pair) continue;
      for (const team of pair) used.add(`${champ.id}:${team.en}`);
      const rules = champContext(champ).rules;
      // Part-way through; fights only just begun, since most end early.
      const into = rules.kind === 'fight' ? randRange(rng, 0.02, 0.25) : randRange(rng, 0.05, 0.75);
      const startAt = Math.floor((now - into * expectedDuration(rules) * 1000) / MINUTE) * MINUTE;
      games.push(createGame({ rng, ids, champ, team1: pair[0], team2: pair[1], startAt, isTop: topPick(champ.isTop) }));
    }
  }

  for (const champ of CHAMPS) {
    const days = shuffle(rng, [0, 1, 2, 3, 4, 5, 6]).slice(0, UPCOMING_MATCHDAYS);
    for (const offset of days) {
      for (const [team1, team2] of pairs(rng, champ.teams, randInt(rng, 2, 4))) {
        let startAt = kickoff(rng, today + offset * DAY);
        if (startAt <= now + 10 * MINUTE) startAt = Math.ceil((now + randRange(rng, 1, 10) * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
        games.push(createGame({ rng, ids, champ, team1, team2, startAt, isTop: topPick(champ.isTop) }));
      }
    }
  }

  // One tick at `now` plays what is due: past games to their results, live ones up to now; it also tops the feed up.
  const simulator = createSimulator({ seed: childSeed(rng), now, games, ids });
  const { finished } = simulator.tick(0);
  return [...finished, ...simulator.games()].sort((a, b) => a.id - b.id);
}

let memo: { at: number; games: SimGame[] } | undefined;

/**
 * Seeds the sports feed into a database that has none (called from `db/seed.ts`). The feed is made for `now`
 * rounded down to the minute and kept for the next database seeded in that minute (tests open many), since
 * generating it prices a few hundred games.
 */
export async function seedSportsIfEmpty(db: Db, now: Date): Promise<boolean> {
  const { rows } = await db.query('select 1 from sports limit 1');
  if (rows.length > 0) return false;
  await insertCatalog(db);
  const at = Math.floor(now.getTime() / MINUTE) * MINUTE;
  if (memo?.at !== at) memo = { at, games: generateSeedFeed(SPORTS_SEED, at) };
  await insertGames(db, memo.games, at);
  return true;
}
