// zod/mini: these run in the browser. The casino catalogue calls (docs/decisions.md "Casino"): games by category,
// subcategory, provider or name, the providers, one game, and a signed-in player's favourites. The spec names the
// casino routes only (S1 §2 "Casino layout"); the reference API answers with these very types. Schemas are built on
// first use (z.lazy), like the first-load ones, though only the casino's lazily loaded screens import this module.
import * as z from 'zod/mini';

/**
 * Game categories of the casino layout (S1 §1, §2), each shown by the route of the same name; `live-casino` is the
 * `casino/{subcategory}?` route ("Live casino"), `othergames` the other-games block and page.
 */
export const CASINO_CATEGORIES = [
  'slots', 'live-casino', 'bingo', 'keno', 'tvgames', 'virtualsports', 'fast-games', 'scratchcards', 'fishinghunting',
  'asian-games', 'card-games', 'crash-games', 'skill-games', 'poker', 'othergames',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/** A slug as the routes take it (providers/{provider}, slots/{subcategory}). */
export const CASINO_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Subcategories every category has besides its themes: flags of the catalogue. */
export const CASINO_FLAG_SUBCATEGORIES = ['new', 'popular'] as const;
/** A page of games: at most this many per call. */
export const CASINO_PAGE_MAX = 100;
/** A search needs this many characters (fewer would list the whole catalogue). */
export const CASINO_SEARCH_MIN = 2;
export const CASINO_SEARCH_MAX = 64;

/** Where the API serves a game's own files (tile picture, demo page); nothing else is taken as a game's URL. */
const casinoPath = z.lazy(() => z.string().check(z.regex(/^\/web-api\/casino\/v1\/games\/\d{1,9}\/(tile\.svg|demo)$/)));

export const casinoProviderRefSchema = z.lazy(() => z.object({ id: z.string().check(z.regex(CASINO_SLUG)), name: z.string() }));
export const casinoGameSchema = z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    slug: z.string().check(z.regex(CASINO_SLUG)),
    name: z.string(),
    category: z.enum(CASINO_CATEGORIES),
    subcategory: z.nullable(z.string().check(z.regex(CASINO_SLUG))),
    provider: casinoProviderRefSchema,
    isNew: z.boolean(),
    isPopular: z.boolean(),
    imageUrl: casinoPath,
    demoUrl: casinoPath,
  }),
);
export type CasinoGame = z.infer<typeof casinoGameSchema>;

export const casinoGamesPageSchema = z.lazy(() =>
  z.object({ games: z.array(casinoGameSchema), total: z.int().check(z.nonnegative()), offset: z.int().check(z.nonnegative()), limit: z.int().check(z.positive()) }),
);
export type CasinoGamesPage = z.infer<typeof casinoGamesPageSchema>;

export const casinoProviderSchema = z.lazy(() => z.object({ id: z.string().check(z.regex(CASINO_SLUG)), name: z.string(), gameCount: z.int().check(z.nonnegative()) }));
export type CasinoProvider = z.infer<typeof casinoProviderSchema>;
export const casinoProvidersResponseSchema = z.lazy(() => z.object({ providers: z.array(casinoProviderSchema) }));

export const casinoCategoriesResponseSchema = z.lazy(() =>
  z.object({ categories: z.array(z.object({ id: z.enum(CASINO_CATEGORIES), gameCount: z.int().check(z.nonnegative()), subcategories: z.array(z.string().check(z.regex(CASINO_SLUG))) })) }),
);
export type CasinoCategoryInfo = z.infer<typeof casinoCategoriesResponseSchema>['categories'][number];

export const casinoGameResponseSchema = z.lazy(() => z.object({ game: casinoGameSchema }));
export const casinoFavoritesResponseSchema = z.lazy(() => z.object({ games: z.array(casinoGameSchema) }));
export const casinoFavoriteChangeSchema = z.lazy(() => z.object({ gameId: z.int(), isFavorite: z.boolean() }));

/** What a games list asks for; everything optional (no filter lists the whole catalogue in its order). */
export interface CasinoGamesQuery {
  category?: CasinoCategory;
  subcategory?: string;
  provider?: string;
  /** Part of a game's name, CASINO_SEARCH_MIN to CASINO_SEARCH_MAX characters. */
  search?: string;
  offset?: number;
  limit?: number;
}
