// The casino's rules, shared by its screens (docs/decisions.md "Casino"); pure, no React.
import type { TFunction } from 'i18next';
import type { CasinoCategory, CasinoGame } from '@bf/api-client/casino';
import { routeHref } from '../routes/route-links.ts';

/** spec: S1 §9 "Skeleton placeholders": a game grid waiting for its games shows 16 tiles. */
export const SKELETON_GAME_TILES = 16;
/** spec: S1 §9 "Skeleton placeholders": the other-games block waiting for its games shows 2 tiles. */
export const SKELETON_OTHER_GAMES_TILES = 2;
/** Games a grid asks for at a time ("Show more" asks for as many again). */
export const CASINO_PAGE_SIZE = 24;

/** The category each category route of the casino layout shows (S1 §2); fast-bet shows the fast games. */
export const CATEGORY_OF_ROUTE: Readonly<Record<string, CasinoCategory>> = {
  slots: 'slots',
  casino: 'live-casino',
  bingo: 'bingo',
  keno: 'keno',
  'tv-games': 'tvgames',
  'virtual-sports': 'virtualsports',
  'fast-games': 'fast-games',
  'fast-bet': 'fast-games',
  scratchcards: 'scratchcards',
  fishinghunting: 'fishinghunting',
  'asian-games': 'asian-games',
  'card-games': 'card-games',
  'crash-games': 'crash-games',
  'skill-games': 'skill-games',
  poker: 'poker',
  othergames: 'othergames',
};

/** The route that shows each category (the reverse of CATEGORY_OF_ROUTE, fast-bet left out). */
export const ROUTE_OF_CATEGORY: Readonly<Record<CasinoCategory, string>> = Object.fromEntries(
  Object.entries(CATEGORY_OF_ROUTE)
    .filter(([route]) => route !== 'fast-bet')
    .map(([route, category]) => [category, route]),
) as Record<CasinoCategory, string>;

/** Category routes whose path takes a subcategory (`slots/{subcategory}?`, `casino/{subcategory}?`). */
export const SUBCATEGORY_ROUTES: ReadonlySet<string> = new Set(['slots', 'casino']);

/** The category strip of the casino pages: the lobby, then every category in the spec's order. */
export const CASINO_STRIP_ROUTES: readonly string[] = ['casino-lobby', ...Object.values(ROUTE_OF_CATEGORY)];

/** A game's page: slots under slots/game, every other game under casino/game (S1 §2). */
export function gameHref(game: Pick<CasinoGame, 'id' | 'slug' | 'category'>, lng: string): string {
  return routeHref(game.category === 'slots' ? 'slots-game' : 'casino-game', lng, { gameId: String(game.id), gameName: game.slug });
}

/** A subcategory's name: its own text for the flags and themes the client knows, else the slug in words. */
export function subcategoryLabel(t: TFunction, slug: string): string {
  return t(`sub_${slug}`, { defaultValue: slug.replace(/-/g, ' ') });
}

export interface CasinoBadge {
  id: 'new' | 'popular';
  label: string;
}

export interface CasinoFavoriteToggle {
  /** The button's name: "Add {game} to favourites" or "Remove {game} from favourites". */
  label: string;
  isOn: boolean;
  onPress(): void;
}

/** One game tile: its picture (3:4), name, provider, badges, and the favourite star for a signed-in player. */
export interface CasinoTileModel {
  id: number;
  name: string;
  provider: string;
  href: string;
  imageUrl: string;
  badges: CasinoBadge[];
  favorite: CasinoFavoriteToggle | null;
}

export interface TileOptions {
  t: TFunction;
  lng: string;
  /** The player's favourite game ids; undefined for a visitor (no star). */
  favorites: ReadonlySet<number> | undefined;
  onFavorite(game: CasinoGame, isFavorite: boolean): void;
}

/** The tile of a game. */
export function tileModel(game: CasinoGame, { t, lng, favorites, onFavorite }: TileOptions): CasinoTileModel {
  const badges: CasinoBadge[] = [];
  if (game.isNew) badges.push({ id: 'new', label: t('badge_new') });
  if (game.isPopular) badges.push({ id: 'popular', label: t('badge_popular') });
  const isOn = favorites?.has(game.id) ?? false;
  return {
    id: game.id,
    name: game.name,
    provider: game.provider.name,
    href: gameHref(game, lng),
    imageUrl: game.imageUrl,
    badges,
    favorite: favorites ? { label: t(isOn ? 'favorite_remove' : 'favorite_add', { name: game.name }), isOn, onPress: () => onFavorite(game, !isOn) } : null,
  };
}

/** A block of tiles: the games grid or the other-games block. */
export interface CasinoGridModel {
  /** `games`: the dense grid of 3:4 tiles; `other`: the other-games block of wide tiles. */
  variant: 'games' | 'other';
  heading: string;
  /** "Games: 20" once known. */
  countText: string;
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** Placeholder tiles shown while loading: 16 in a games grid, 2 in the other-games block (S1 §9); 0 otherwise. */
  skeletonCount: number;
  /** Read out while loading, or the error or empty text. */
  statusText: string;
  tiles: CasinoTileModel[];
  retry: { label: string; onPress(): void } | null;
  more: { label: string; isBusy: boolean; onPress(): void } | null;
  /** A link to the whole list (the other-games block on the lobby). */
  link: { label: string; href: string } | null;
}

export interface GridInput {
  t: TFunction;
  variant: CasinoGridModel['variant'];
  heading: string;
  games: readonly CasinoGame[] | undefined;
  total: number | undefined;
  isError: boolean;
  isLoadingMore: boolean;
  emptyText?: string;
  tiles: TileOptions;
  onRetry(): void;
  onMore: (() => void) | null;
  link?: { label: string; href: string } | null;
}

/** A grid's model: skeleton tiles until the first games arrive, then the tiles (S1 §9). */
export function gridModel({ t, variant, heading, games, total, isError, isLoadingMore, emptyText, tiles, onRetry, onMore, link = null }: GridInput): CasinoGridModel {
  const status: CasinoGridModel['status'] = games ? (games.length === 0 ? 'empty' : 'ready') : isError ? 'error' : 'loading';
  const skeletons = variant === 'other' ? SKELETON_OTHER_GAMES_TILES : SKELETON_GAME_TILES;
  return {
    variant,
    heading,
    countText: total === undefined ? '' : t('games_count', { count: total }),
    status,
    skeletonCount: status === 'loading' ? skeletons : 0,
    statusText: status === 'loading' ? t('loading') : status === 'error' ? t('error') : status === 'empty' ? (emptyText ?? t('empty')) : '',
    tiles: (games ?? []).map((game) => tileModel(game, tiles)),
    retry: status === 'error' ? { label: t('retry'), onPress: onRetry } : null,
    more: onMore && games && total !== undefined && games.length < total ? { label: t('more'), isBusy: isLoadingMore, onPress: onMore } : null,
    link,
  };
}
