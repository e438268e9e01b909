import type { HttpClient } from '../http/http-client.ts';
import {
  casinoCategoriesResponseSchema,
  casinoFavoriteChangeSchema,
  casinoFavoritesResponseSchema,
  casinoGameResponseSchema,
  casinoGamesPageSchema,
  casinoProvidersResponseSchema,
  type CasinoCategoryInfo,
  type CasinoGame,
  type CasinoGamesPage,
  type CasinoGamesQuery,
  type CasinoProvider,
} from './casino-schemas.ts';

/** Base path of the reference API's casino calls. */
export const CASINO_BASE_PATH = '/web-api/casino/v1';

/** SWR keys of the casino calls, built here only. */
export const casinoKeys = {
  games: (query: CasinoGamesQuery) =>
    ['web-api', 'casino', 'games', query.category ?? '', query.subcategory ?? '', query.provider ?? '', query.search ?? '', query.offset ?? 0, query.limit ?? 0] as const,
  categories: () => ['web-api', 'casino', 'categories'] as const,
  providers: () => ['web-api', 'casino', 'providers'] as const,
  game: (gameId: number) => ['web-api', 'casino', 'game', gameId] as const,
  favorites: () => ['web-api', 'casino', 'favorites'] as const,
};

/** The casino catalogue (public) and the signed-in player's favourites. */
export function createCasinoApi(http: HttpClient) {
  const path = (rest: `/${string}`) => `${CASINO_BASE_PATH}${rest}`;
  return {
    /** One page of games matching the query, with the total. */
    getGames: (query: CasinoGamesQuery = {}, signal?: AbortSignal): Promise<CasinoGamesPage> =>
      http.request({
        path: path('/games'),
        schema: casinoGamesPageSchema,
        signal,
        query: {
          category: query.category,
          subcategory: query.subcategory,
          provider: query.provider,
          q: query.search,
          offset: query.offset,
          limit: query.limit,
        },
      }),
    getCategories: async (): Promise<CasinoCategoryInfo[]> => (await http.request({ path: path('/categories'), schema: casinoCategoriesResponseSchema })).categories,
    getProviders: async (): Promise<CasinoProvider[]> => (await http.request({ path: path('/providers'), schema: casinoProvidersResponseSchema })).providers,
    getGame: async (gameId: number): Promise<CasinoGame> => (await http.request({ path: path(`/games/${gameId}`), schema: casinoGameResponseSchema })).game,
    /** The signed-in player's favourite games, newest first. */
    getFavorites: async (): Promise<CasinoGame[]> => (await http.request({ path: path('/favorites'), schema: casinoFavoritesResponseSchema, auth: true, cache: 'no-store' })).games,
    addFavorite: (gameId: number) => http.request({ method: 'PUT', path: path(`/favorites/${gameId}`), schema: casinoFavoriteChangeSchema, auth: true, cache: 'no-store' }),
    removeFavorite: (gameId: number) => http.request({ method: 'DELETE', path: path(`/favorites/${gameId}`), schema: casinoFavoriteChangeSchema, auth: true, cache: 'no-store' }),
  };
}
export type CasinoApi = ReturnType<typeof createCasinoApi>;
