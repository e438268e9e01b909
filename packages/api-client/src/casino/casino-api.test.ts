import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createCasinoApi, casinoKeys, type CasinoGame } from '@bf/api-client/casino';
import { fakeFetch, freshToken, json, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('stored');
const setup = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const fake = fakeFetch(handler);
  const errors: unknown[] = [];
  const http = createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token, getDeviceId: () => 'device-1', onError: (error) => errors.push(error) } });
  return { api: createCasinoApi(http), errors, ...fake };
};

const game: CasinoGame = {
  id: 1,
  slug: 'fruit-fiesta',
  name: 'Fruit Fiesta',
  category: 'slots',
  subcategory: 'fruits',
  provider: { id: 'sunset-reels', name: 'Sunset Reels' },
  isNew: false,
  isPopular: true,
  imageUrl: '/web-api/casino/v1/games/1/tile.svg',
  demoUrl: '/web-api/casino/v1/games/1/demo',
};

describe('casino calls', () => {
  it('asks for a page of games with its filters and checks the answer', async () => {
    const { api, calls } = setup(() => json({ games: [game], total: 1, offset: 0, limit: 24 }));
    const page = await api.getGames({ category: 'slots', subcategory: 'fruits', provider: 'sunset-reels', search: 'fru', limit: 24 });
    expect(page.games[0]?.name).toBe('Fruit Fiesta');
    expect(calls[0]?.url).toBe('/web-api/casino/v1/games?category=slots&subcategory=fruits&provider=sunset-reels&q=fru&limit=24');
  });

  it('refuses a game whose picture points anywhere but the API (no foreign URL reaches an img)', async () => {
    const { api } = setup(() => json({ game: { ...game, imageUrl: 'https://tracker.invalid/pixel.svg' } }));
    await expect(api.getGame(1)).rejects.toMatchObject({ statusCode: 502 });
  });

  it('sends favourites signed in, and keys every call apart', async () => {
    const { api, calls } = setup((call) => json(call.method === 'GET' ? { games: [game] } : { gameId: 1, isFavorite: call.method === 'PUT' }));
    expect(await api.addFavorite(1)).toEqual({ gameId: 1, isFavorite: true });
    expect(await api.removeFavorite(1)).toEqual({ gameId: 1, isFavorite: false });
    expect((await api.getFavorites()).map((g) => g.id)).toEqual([1]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /web-api/casino/v1/favorites/1', 'DELETE /web-api/casino/v1/favorites/1', 'GET /web-api/casino/v1/favorites']);
    expect(calls.every((call) => call.headers.authorization === `Bearer ${token}`)).toBe(true);
    expect(casinoKeys.games({ category: 'slots' })).not.toEqual(casinoKeys.games({ category: 'bingo' }));
  });
});
