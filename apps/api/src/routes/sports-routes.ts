import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { couponSubmission, idempotencyKey } from '../sports/coupon-schema.ts';
import { placeCoupon, saveCoupon } from '../sports/coupon-service.ts';
import { findUserCoupon, loadByCode, loadCoupons } from '../sports/coupon-views.ts';
import {
  findChamp,
  findSport,
  getGame,
  listChampGames,
  listChamps,
  listLineGames,
  listLiveGames,
  listSports,
  listTopGames,
  loadOdds,
  type Section,
  type TimeFilter,
} from '../sports/feed-queries.ts';
import { feedLang } from '../sports/i18n.ts';
import { startSportsLive, type SportsLiveOptions } from '../sports/live-feed.ts';
import { listChampions, listResults } from '../sports/result-queries.ts';

const BETTING = '/web-api/betting/v1';
const COUPON = '/web-api/api/web/coupon/v1';
/** Most outcome ids one odds poll may ask for. */
export const MAX_ODDS_IDS = 500;

/** spec S2 §9: line is polled every 15 s, live every 2–5 s. */
const LINE_CACHE = 'public, max-age=15';
const LIVE_CACHE = 'no-store';
/** Results change only when a game ends. */
const RESULTS_CACHE = 'public, max-age=60';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A language tag such as `en` or `pt-BR`; a well-formed but unknown one (or none) means English. */
const lang = z.preprocess(
  blankAsUnset,
  z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR')
    .optional()
    .transform(feedLang),
);

const section = z.preprocess(blankAsUnset, z.enum(['line', 'live'], { error: 'section must be line or live' }).default('line'));

const timeFilter = z.preprocess(
  blankAsUnset,
  z
    .enum(['0', '1', '2', '3', '6'], { error: 'timeFilter must be 0 (all), 1 (upcoming), 2 (first period), 3 (second period) or 6 (recommended)' })
    .default('0')
    .transform((value) => Number(value) as TimeFilter),
);

/** Ids are PostgreSQL integers: 1 to 2^31 - 1. */
const MAX_ID = 2_147_483_647;
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
const positiveId = z.string().refine(isId, 'Expected a positive whole number').transform(Number);
const optionalId = z.preprocess(blankAsUnset, positiveId.optional());

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const date = z.preprocess(
  blankAsUnset,
  z
    .string()
    .regex(/^(?:19|20)\d{2}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD (1900 to 2099)')
    .refine(isCalendarDate, 'date is not a real calendar date')
    .optional(),
);

const oddsIds = z
  .string({ error: 'ids is required: outcome ids separated by commas' })
  .max(MAX_ODDS_IDS * 11, 'ids is too long')
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine(isId, 'each id must be a positive whole number').transform(Number))
      .min(1, 'name at least one outcome id')
      .max(MAX_ODDS_IDS, `at most ${MAX_ODDS_IDS} ids`),
  )
  .transform((ids) => [...new Set(ids)]);

const langQuery = z.object({ lang });
const sectionQuery = z.object({ lang, section });
const gamesQuery = z.object({ lang, section, timeFilter });
const liveQuery = z.object({ lang, sportId: optionalId });
/** Every sport's line a page at a time: time filters 0 (all), 1 (upcoming) and 6 (recommended). */
const lineQuery = z.object({
  lang,
  timeFilter: z.preprocess(blankAsUnset, z.enum(['0', '1', '6'], { error: 'timeFilter must be 0, 1 or 6 for the line' }).default('0').transform((value) => Number(value) as 0 | 1 | 6)),
  limit: z.preprocess(blankAsUnset, z.string().regex(/^\d{1,4}$/, 'limit must be 1 to 1000').transform(Number).pipe(z.number().min(1).max(1000)).default(50)),
  offset: z.preprocess(blankAsUnset, z.string().regex(/^\d{1,6}$/, 'offset must be 0 to 999999').transform(Number).default(0)),
});
const resultsQuery = z.object({ lang, date });
const championsQuery = z.object({ lang, champId: optionalId });
/** The odds poll's optional language: with it, each outcome carries its names (a slip re-words itself on a language switch). */
const namesLang = z.preprocess(
  blankAsUnset,
  z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR')
    .optional()
    .transform((value) => (value === undefined ? undefined : feedLang(value))),
);
const oddsQuery = z.object({ ids: oddsIds, lang: namesLang });
const historyQuery = z.object({
  lang,
  limit: z.preprocess(blankAsUnset, z.string().regex(/^\d{1,3}$/, 'limit must be 1 to 100').transform(Number).pipe(z.number().min(1).max(100)).default(20)),
  beforeId: z.preprocess(blankAsUnset, z.string().regex(/^[1-9]\d{0,15}$/, 'beforeId must be a coupon id').transform(Number).optional()),
});

/** A numeric path parameter, or a 400 (`invalid_path`). */
function pathId(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!isId(raw)) throw ApiError.badRequest('invalid_path', `${name} must be a positive whole number`);
  return Number(raw);
}

const notFound = (what: string) => new ApiError(404, [{ code: 'not_found', detail: `${what} not found` }]);

export interface SportsRoutesOptions {
  db: Db;
  now: () => Date;
  /** Who is calling; coupon calls need a user. */
  authenticate: Authenticate;
  /** The live simulator's timer (see `live-feed.ts`). */
  sportsLive: SportsLiveOptions;
}

/**
 * The sports feed (`/web-api/betting/v1/…`) and coupon calls (`/web-api/api/web/coupon/v1/…`, CALL-001),
 * and the live simulator's timer when enabled. `stop()` ends the timer (before the database closes).
 */
export function sportsRoutes({ db, now, authenticate, sportsLive }: SportsRoutesOptions): { app: Hono; stop(): Promise<void> } {
  const app = new Hono();

  const answer = (c: Context, language: string, cache: string, body: unknown) => {
    c.header('Cache-Control', cache);
    c.header('Content-Language', language);
    return c.json(body);
  };
  const cacheFor = (part: Section) => (part === 'live' ? LIVE_CACHE : LINE_CACHE);

  app.get(`${BETTING}/sports`, async (c) => {
    const query = parseInput(sectionQuery, c.req.query(), 'query');
    const sports = await listSports(db, query.lang, query.section);
    return answer(c, query.lang, cacheFor(query.section), { section: query.section, sports });
  });

  app.get(`${BETTING}/sports/:sportId/champs`, async (c) => {
    const sportId = pathId(c, 'sportId');
    const query = parseInput(sectionQuery, c.req.query(), 'query');
    const sport = await findSport(db, query.lang, sportId);
    if (!sport) throw notFound(`Sport ${sportId}`);
    const champs = await listChamps(db, query.lang, sportId, query.section);
    return answer(c, query.lang, cacheFor(query.section), { sport, section: query.section, champs });
  });

  app.get(`${BETTING}/champs/:champId/games`, async (c) => {
    const champId = pathId(c, 'champId');
    const query = parseInput(gamesQuery, c.req.query(), 'query');
    const champ = await findChamp(db, query.lang, champId);
    if (!champ) throw notFound(`Championship ${champId}`);
    const games = await listChampGames(db, query.lang, champId, query.section, query.timeFilter, now());
    const live = query.timeFilter === 2 || query.timeFilter === 3 || (query.timeFilter !== 1 && query.section === 'live');
    return answer(c, query.lang, live ? LIVE_CACHE : LINE_CACHE, { champ, section: query.section, timeFilter: query.timeFilter, games });
  });

  app.get(`${BETTING}/games/:gameId`, async (c) => {
    const gameId = pathId(c, 'gameId');
    const query = parseInput(langQuery, c.req.query(), 'query');
    const game = await getGame(db, query.lang, gameId);
    if (!game) throw notFound(`Game ${gameId}`);
    const cache = game.status === 'live' ? LIVE_CACHE : game.status === 'line' ? LINE_CACHE : RESULTS_CACHE;
    return answer(c, query.lang, cache, { game });
  });

  app.get(`${BETTING}/live`, async (c) => {
    const query = parseInput(liveQuery, c.req.query(), 'query');
    const games = await listLiveGames(db, query.lang, query.sportId);
    return answer(c, query.lang, LIVE_CACHE, { games });
  });

  app.get(`${BETTING}/line`, async (c) => {
    const query = parseInput(lineQuery, c.req.query(), 'query');
    const page = await listLineGames(db, query.lang, query.timeFilter, query.limit, query.offset, now());
    return answer(c, query.lang, LINE_CACHE, { games: page.games, total: page.total, offset: query.offset });
  });

  app.get(`${BETTING}/top`, async (c) => {
    const query = parseInput(langQuery, c.req.query(), 'query');
    const games = await listTopGames(db, query.lang);
    return answer(c, query.lang, games.some((game) => game.isLive) ? LIVE_CACHE : LINE_CACHE, { games });
  });

  app.get(`${BETTING}/results`, async (c) => {
    const query = parseInput(resultsQuery, c.req.query(), 'query');
    const day = query.date ?? now().toISOString().slice(0, 10);
    const sports = await listResults(db, query.lang, day);
    return answer(c, query.lang, RESULTS_CACHE, { date: day, sports });
  });

  app.get(`${BETTING}/champions`, async (c) => {
    const query = parseInput(championsQuery, c.req.query(), 'query');
    const champs = await listChampions(db, query.lang, query.champId);
    return answer(c, query.lang, RESULTS_CACHE, { champs });
  });

  app.get(`${BETTING}/odds`, async (c) => {
    const { ids, lang: namesIn } = parseInput(oddsQuery, c.req.query(), 'query');
    const outcomes = await loadOdds(db, ids, namesIn);
    const found = new Set(outcomes.map((outcome) => outcome.id));
    c.header('Cache-Control', LIVE_CACHE);
    return c.json({ outcomes, missing: ids.filter((id) => !found.has(id)) });
  });

  // — Coupon (CALL-001) ————————————————————————————————————————————————

  const signedIn = async (c: Context) => {
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use the coupon' }]);
    return user;
  };

  app.post(`${COUPON}/place`, async (c) => {
    const user = await signedIn(c);
    const key = parseInput(idempotencyKey, c.req.header('idempotency-key'), 'header');
    const query = parseInput(langQuery, c.req.query(), 'query');
    const submission = await parseJsonBody(c, couponSubmission);
    const { coupon, replayed } = await placeCoupon(db, { userId: user.userId, idempotencyKey: key, submission, lang: query.lang, now: now() });
    c.header('Cache-Control', 'no-store');
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ coupon });
  });

  // A quick coupon: the selections saved under a shareable code, not placed; anyone may save and load one.
  app.post(`${COUPON}/save`, async (c) => {
    const submission = await parseJsonBody(c, couponSubmission);
    const saved = await saveCoupon(db, submission, now());
    c.header('Cache-Control', 'no-store');
    return c.json(saved, 201);
  });

  app.get(`${COUPON}/load/:code`, async (c) => {
    const code = c.req.param('code');
    if (!/^[A-Za-z0-9]{4,16}$/.test(code)) throw ApiError.badRequest('invalid_path', 'code must be 4 to 16 letters or digits');
    const query = parseInput(langQuery, c.req.query(), 'query');
    const loaded = await loadByCode(db, query.lang, code.toUpperCase());
    if (!loaded) throw notFound(`Coupon ${code}`);
    return answer(c, query.lang, 'no-store', loaded);
  });

  app.get(`${COUPON}/history`, async (c) => {
    const user = await signedIn(c);
    const query = parseInput(historyQuery, c.req.query(), 'query');
    const coupons = await loadCoupons(db, query.lang, { userId: user.userId, limit: query.limit, beforeId: query.beforeId }, now());
    return answer(c, query.lang, 'no-store', { coupons });
  });

  // Numeric ids only: anything else falls through to the API's 404.
  app.get(`${COUPON}/:couponId{[0-9]+}`, async (c) => {
    const user = await signedIn(c);
    const id = Number(c.req.param('couponId'));
    const query = parseInput(langQuery, c.req.query(), 'query');
    const coupon = id > 0 && id <= Number.MAX_SAFE_INTEGER ? await findUserCoupon(db, query.lang, user.userId, id, now()) : undefined;
    if (!coupon) throw notFound(`Coupon ${id}`);
    return answer(c, query.lang, 'no-store', { coupon });
  });

  const live = startSportsLive(db, now, sportsLive);
  return { app, stop: () => live.stop() };
}
