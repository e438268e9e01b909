import { CASINO_CATEGORIES, CASINO_PAGE_MAX, CASINO_SEARCH_MAX, CASINO_SEARCH_MIN, CASINO_SLUG } from '@bf/api-client/casino';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { parseInput } from '../http/validate.ts';
import { CASINO_PATH, listCategories, listFavorites, listGames, listProviders, readGame, setFavorite } from '../casino/casino-store.ts';
import { gameDemoPage, gameTileSvg } from '../casino/game-art.ts';

export interface CasinoRoutesOptions {
  db: Db;
  now: () => Date;
  authenticate: Authenticate;
}

const MAX_ID = 2_147_483_647;
const gameId = z.string().regex(/^[1-9]\d{0,9}$/, 'Expected a positive whole number').transform(Number).refine((value) => value <= MAX_ID, 'Too large');
const count = (max: number) => z.string().regex(/^\d{1,6}$/, 'Expected a whole number').transform(Number).refine((value) => value <= max, `At most ${max}`);
const slug = z.string().regex(CASINO_SLUG, 'Expected a lower-case slug');
const gamesQuery = z
  .object({
    category: z.enum(CASINO_CATEGORIES).optional(),
    subcategory: slug.optional(),
    provider: slug.optional(),
    q: z.string().trim().min(CASINO_SEARCH_MIN, `A search has at least ${CASINO_SEARCH_MIN} characters`).max(CASINO_SEARCH_MAX).optional(),
    offset: count(100_000).optional(),
    limit: count(CASINO_PAGE_MAX).refine((value) => value > 0, 'At least 1').optional(),
  })
  .strict();

/** Catalogue answers may be kept a minute by the browser; favourites never. */
const CATALOGUE_CACHE = 'public, max-age=60';

/**
 * The demo casino (docs/decisions.md "Casino"): the catalogue is public; favourites need a signed-in player.
 * Every input is checked; a bad one is a 400 in the spec's error shape, an unknown game a 404.
 */
export function casinoRoutes({ db, now, authenticate }: CasinoRoutesOptions): Hono {
  const app = new Hono();
  const signedIn = async (c: Context): Promise<number> => {
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to keep favourites' }]);
    c.header('Cache-Control', 'no-store');
    return user.userId;
  };

  app.get(`${CASINO_PATH}/games`, async (c) => {
    const query = parseInput(gamesQuery, c.req.query(), 'query');
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json(
      await listGames(db, {
        category: query.category,
        subcategory: query.subcategory,
        provider: query.provider,
        search: query.q,
        offset: query.offset ?? 0,
        limit: query.limit ?? 48,
      }),
    );
  });
  app.get(`${CASINO_PATH}/categories`, async (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json({ categories: await listCategories(db) });
  });
  app.get(`${CASINO_PATH}/providers`, async (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json({ providers: await listProviders(db) });
  });
  app.get(`${CASINO_PATH}/games/:gameId`, async (c) => {
    const { hue: _hue, ...game } = await readGame(db, parseInput(gameId, c.req.param('gameId'), 'path'));
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json({ game });
  });
  app.get(`${CASINO_PATH}/games/:gameId/tile.svg`, async (c) => {
    const game = await readGame(db, parseInput(gameId, c.req.param('gameId'), 'path'));
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(gameTileSvg(game));
  });
  app.get(`${CASINO_PATH}/games/:gameId/demo`, async (c) => {
    const { hue: _hue, ...game } = await readGame(db, parseInput(gameId, c.req.param('gameId'), 'path'));
    return c.html(gameDemoPage(game));
  });

  app.get(`${CASINO_PATH}/favorites`, async (c) => c.json({ games: await listFavorites(db, await signedIn(c)) }));
  app.put(`${CASINO_PATH}/favorites/:gameId`, async (c) => {
    const userId = await signedIn(c);
    return c.json(await setFavorite(db, userId, parseInput(gameId, c.req.param('gameId'), 'path'), true, now()));
  });
  app.delete(`${CASINO_PATH}/favorites/:gameId`, async (c) => {
    const userId = await signedIn(c);
    return c.json(await setFavorite(db, userId, parseInput(gameId, c.req.param('gameId'), 'path'), false, now()));
  });
  return app;
}
