import {
  CASINO_CATEGORIES,
  casinoCategoriesResponseSchema,
  casinoFavoriteChangeSchema,
  casinoFavoritesResponseSchema,
  casinoGameResponseSchema,
  casinoGamesPageSchema,
  casinoProvidersResponseSchema,
} from '@bf/api-client/casino';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { insertUser } from '../auth/users.ts';
import { createTestApi } from '../test/create-test-api.ts';

const CASINO = '/web-api/casino/v1';
let api: Api;
const clock = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({}, { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined), now: () => clock });
}, 180_000);
afterAll(() => api?.close());

async function call(method: string, path: string, user?: number): Promise<Response> {
  return api.app.request(path, { method, headers: user === undefined ? {} : { 'x-test-user': String(user) } });
}
async function ok<T>(res: Response, schema: { parse(value: unknown): T }): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return schema.parse(JSON.parse(text));
}
async function refused(res: Response, status: number) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return apiErrorBodySchema.parse(JSON.parse(text));
}

describe('casino catalogue', () => {
  it('holds 60 to 100 demo games of 8 providers across every category', async () => {
    const all = await ok(await call('GET', `${CASINO}/games?limit=100`), casinoGamesPageSchema);
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(all.total).toBeLessThanOrEqual(100);
    const providers = await ok(await call('GET', `${CASINO}/providers`), casinoProvidersResponseSchema);
    expect(providers.providers).toHaveLength(8);
    expect(providers.providers.reduce((sum, p) => sum + p.gameCount, 0)).toBe(all.total);
    const categories = await ok(await call('GET', `${CASINO}/categories`), casinoCategoriesResponseSchema);
    expect(categories.categories.map((c) => c.id)).toEqual([...CASINO_CATEGORIES]);
    for (const category of categories.categories) expect(category.gameCount, category.id).toBeGreaterThanOrEqual(3);
    expect(categories.categories.find((c) => c.id === 'slots')?.subcategories).toEqual(['new', 'popular', 'adventure', 'asian', 'classic', 'egypt', 'fruits', 'gems']);
  });

  it('lists by category, subcategory and provider, popular games first, with paging', async () => {
    const slots = await ok(await call('GET', `${CASINO}/games?category=slots&limit=5`), casinoGamesPageSchema);
    expect(slots.total).toBe(20);
    expect(slots.games).toHaveLength(5);
    expect(slots.games.every((g) => g.category === 'slots' && g.isPopular)).toBe(true);
    const next = await ok(await call('GET', `${CASINO}/games?category=slots&limit=5&offset=5`), casinoGamesPageSchema);
    expect(next.offset).toBe(5);
    expect(next.games.map((g) => g.id)).not.toContain(slots.games[0]!.id);
    const egypt = await ok(await call('GET', `${CASINO}/games?category=slots&subcategory=egypt`), casinoGamesPageSchema);
    expect(egypt.games.map((g) => g.name).sort()).toEqual(['Book of Secrets', 'Pharaoh Gold', 'Sands of Anubis']);
    const fresh = await ok(await call('GET', `${CASINO}/games?category=slots&subcategory=new`), casinoGamesPageSchema);
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const orbit = await ok(await call('GET', `${CASINO}/games?provider=orbit-live`), casinoGamesPageSchema);
    expect(orbit.games.every((g) => g.provider.id === 'orbit-live' && g.provider.name === 'Orbit Live')).toBe(true);
  });

  it('searches by part of the name, case-insensitive, with % and _ taken literally', async () => {
    const found = await ok(await call('GET', `${CASINO}/games?q=ROULETTE`), casinoGamesPageSchema);
    expect(found.games.map((g) => g.name).sort()).toEqual(['Lightning Roulette Live', 'Royal Roulette']);
    expect((await ok(await call('GET', `${CASINO}/games?q=${encodeURIComponent('%%')}`), casinoGamesPageSchema)).total).toBe(0);
    expect((await ok(await call('GET', `${CASINO}/games?q=__`), casinoGamesPageSchema)).total).toBe(0);
  });

  it('answers one game with its tile picture and demo page', async () => {
    const { game } = await ok(await call('GET', `${CASINO}/games/1`), casinoGameResponseSchema);
    expect(game).toMatchObject({ id: 1, slug: 'fruit-fiesta', name: 'Fruit Fiesta', category: 'slots', imageUrl: `${CASINO}/games/1/tile.svg`, demoUrl: `${CASINO}/games/1/demo` });
    const tile = await call('GET', game.imageUrl);
    expect(tile.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await tile.text();
    expect(svg).toContain('viewBox="0 0 300 400"');
    expect(svg).toContain('Fruit Fiesta');
    expect(svg).not.toMatch(/href="http/);
    const demo = await call('GET', game.demoUrl);
    expect(demo.status).toBe(200);
    expect(await demo.text()).toContain('<h1>Fruit Fiesta</h1>');
  });

  it('refuses bad input with a 400 and unknown games with a 404, never a 500', async () => {
    for (const query of ['category=roulette', 'limit=0', 'limit=101', 'offset=-1', 'q=a', `q=${'x'.repeat(65)}`, 'provider=Bad%20Slug', 'subcategory=%3Cscript%3E', 'unknown=1']) {
      const body = await refused(await call('GET', `${CASINO}/games?${query}`), 400);
      expect(body.errors[0]?.code, query).toBe('invalid_query');
    }
    for (const id of ['0', 'abc', '99999999999', '-1']) await refused(await call('GET', `${CASINO}/games/${id}`), 400);
    await refused(await call('GET', `${CASINO}/games/9999`), 404);
    await refused(await call('GET', `${CASINO}/games/9999/tile.svg`), 404);
  });
});

describe('casino favourites', () => {
  it('need a signed-in player', async () => {
    await refused(await call('GET', `${CASINO}/favorites`), 401);
    await refused(await call('PUT', `${CASINO}/favorites/1`), 401);
    await refused(await call('DELETE', `${CASINO}/favorites/1`), 401);
  });

  it('are added, listed latest first and removed, each twice without harm', async () => {
    const created = await insertUser(api.db, { login: `fav${Date.now() % 100000}`, passwordHash: 'x', currency: 'RUB', regType: 'full_reg' as never, bonus: 0, country: 'ru', createdAt: clock });
    if (!('id' in created)) throw new Error('duplicate');
    const user = created.id;
    expect(await ok(await call('PUT', `${CASINO}/favorites/3`, user), casinoFavoriteChangeSchema)).toEqual({ gameId: 3, isFavorite: true });
    await ok(await call('PUT', `${CASINO}/favorites/3`, user), casinoFavoriteChangeSchema);
    await ok(await call('PUT', `${CASINO}/favorites/21`, user), casinoFavoriteChangeSchema);
    const listed = await ok(await call('GET', `${CASINO}/favorites`, user), casinoFavoritesResponseSchema);
    expect(listed.games.map((g) => g.id).sort()).toEqual([21, 3]);
    await refused(await call('PUT', `${CASINO}/favorites/9999`, user), 404);
    expect(await ok(await call('DELETE', `${CASINO}/favorites/3`, user), casinoFavoriteChangeSchema)).toEqual({ gameId: 3, isFavorite: false });
    await ok(await call('DELETE', `${CASINO}/favorites/3`, user), casinoFavoriteChangeSchema);
    expect((await ok(await call('GET', `${CASINO}/favorites`, user), casinoFavoritesResponseSchema)).games.map((g) => g.id)).toEqual([21]);
  });
});
