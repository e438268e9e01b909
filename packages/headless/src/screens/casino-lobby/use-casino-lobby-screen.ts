import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { CASINO_SEARCH_MIN, casinoKeys, type CasinoCategory, type CasinoCategoryInfo, type CasinoGamesPage, type CasinoProvider } from '@bf/api-client/casino';
import {
  CASINO_PAGE_SIZE,
  CASINO_STRIP_ROUTES,
  CATEGORY_OF_ROUTE,
  ROUTE_OF_CATEGORY,
  SUBCATEGORY_ROUTES,
  gridModel,
  subcategoryLabel,
  type CasinoGridModel,
  type TileOptions,
} from '../../casino/casino-rules.ts';
import { useCasinoApi } from '../../casino/use-casino-api.ts';
import { useCasinoFavorites } from '../../casino/use-casino-favorites.ts';
import { useMenu, type MenuItem } from '../../navigation/index.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';

/**
 * Which list a casino page shows (S1 §2 casino layout): the lobby (every game, the other-games block), a category
 * (slots/{subcategory}?, casino/{subcategory}?, bingo, keno…), a provider's games, search, the other games, or the
 * signed-in player's favourites (favorites, my-casino).
 */
export type CasinoView = 'lobby' | 'category' | 'provider' | 'search' | 'othergames' | 'favorites';

export interface CasinoChip {
  id: string;
  label: string;
  href: string;
  isActive: boolean;
}

export interface CasinoLobbyModel {
  view: CasinoView;
  title: string;
  /** The category strip: the lobby and every category switched on in site config. */
  categories: { label: string; items: MenuItem[] };
  /** All, New, Popular and the themes of slots and live casino; null elsewhere. */
  subcategories: { label: string; items: CasinoChip[] } | null;
  /** The search box; null on the favourites page. */
  search: { label: string; placeholder: string; value: string; hint: string | null; onChange(value: string): void } | null;
  /** The provider filter; null on a provider's page and on favourites. */
  provider: { label: string; value: string; options: { value: string; label: string }[]; onChange(value: string): void } | null;
  /** The lobby's banner: a line, a link to the slots and the pictures of its first 3 games (null until they load). */
  hero: { title: string; text: string; cta: { label: string; href: string }; images: (string | null)[] } | null;
  grid: CasinoGridModel;
  /** The other-games block (2 wide tiles) under the lobby's grid; null elsewhere. */
  otherGames: CasinoGridModel | null;
}

/** Which list a route shows, and its fixed filters. */
export function casinoViewOf(routeId: string | undefined): { view: CasinoView; category?: CasinoCategory } {
  if (routeId === 'othergames') return { view: 'othergames', category: 'othergames' };
  if (routeId && CATEGORY_OF_ROUTE[routeId]) return { view: 'category', category: CATEGORY_OF_ROUTE[routeId] };
  if (routeId === 'provider') return { view: 'provider' };
  if (routeId === 'casino-search') return { view: 'search' };
  if (routeId === 'favorites' || routeId === 'my-casino') return { view: 'favorites' };
  return { view: 'lobby' };
}

/** A search is sent from CASINO_SEARCH_MIN characters on; fewer list the page's games unfiltered. */
export function searchTerm(value: string): string | undefined {
  const term = value.trim();
  return term.length >= CASINO_SEARCH_MIN ? term : undefined;
}

export interface CasinoLobbyInput {
  t: TFunction;
  routeTitle: string;
  lng: string;
  routeId: string;
  view: CasinoView;
  category: CasinoCategory | undefined;
  subcategory: string | undefined;
  providerId: string | undefined;
  categoryItems: MenuItem[];
  categoryLabel: string;
  categoryInfo: CasinoCategoryInfo[] | undefined;
  providers: CasinoProvider[] | undefined;
  search: string;
  providerFilter: string;
  games: { data: CasinoGamesPage | undefined; isError: boolean; isLoadingMore: boolean };
  otherGames: { data: CasinoGamesPage | undefined; isError: boolean } | null;
  tiles: TileOptions;
  actions: { setSearch(value: string): void; setProvider(value: string): void; more(): void; retry(): void; retryOther(): void };
}

/** The casino list page's model from what the calls answered (pure: tested without a DOM). */
export function casinoLobbyModel(input: CasinoLobbyInput): CasinoLobbyModel {
  const { t, lng, view, category, routeId, actions } = input;
  const providerName = input.providers?.find((p) => p.id === input.providerId)?.name;
  const title = view === 'provider' && providerName ? providerName : input.routeTitle;
  const themes = category ? input.categoryInfo?.find((info) => info.id === category)?.subcategories : undefined;
  const subcategories =
    view === 'category' && SUBCATEGORY_ROUTES.has(routeId)
      ? {
          label: t('subcategories'),
          items: [undefined, ...(themes ?? ['new', 'popular'])].map((slug) => ({
            id: slug ?? 'all',
            label: slug ? subcategoryLabel(t, slug) : t('sub_all'),
            href: routeHref(routeId, lng, { subcategory: slug }),
            isActive: input.subcategory === slug,
          })),
        }
      : null;
  const trimmed = input.search.trim();
  const hasFilters = view !== 'favorites';
  const isFavorites = view === 'favorites';
  return {
    view,
    title,
    categories: { label: input.categoryLabel, items: input.categoryItems },
    subcategories,
    hero:
      view === 'lobby'
        ? {
            title: t('hero_title'),
            text: t('hero_text'),
            cta: { label: t('hero_cta'), href: routeHref(ROUTE_OF_CATEGORY.slots, lng) },
            images: [0, 1, 2].map((i) => input.games.data?.games[i]?.imageUrl ?? null),
          }
        : null,
    search: hasFilters
      ? {
          label: t('search_label'),
          placeholder: t('search_placeholder'),
          value: input.search,
          hint: trimmed.length > 0 && trimmed.length < CASINO_SEARCH_MIN ? t('search_hint') : null,
          onChange: actions.setSearch,
        }
      : null,
    provider:
      hasFilters && view !== 'provider'
        ? {
            label: t('provider_filter'),
            value: input.providerFilter,
            options: [{ value: '', label: t('provider_all') }, ...(input.providers ?? []).map((p) => ({ value: p.id, label: p.name }))],
            onChange: actions.setProvider,
          }
        : null,
    grid: gridModel({
      t,
      variant: view === 'othergames' ? 'other' : 'games',
      heading: view === 'lobby' || view === 'search' ? t('games_heading') : title,
      games: input.games.data?.games,
      total: input.games.data?.total,
      isError: input.games.isError,
      isLoadingMore: input.games.isLoadingMore,
      emptyText: isFavorites ? t('empty_favorites') : undefined,
      tiles: input.tiles,
      onRetry: actions.retry,
      onMore: isFavorites ? null : actions.more,
    }),
    otherGames: input.otherGames
      ? gridModel({
          t,
          variant: 'other',
          heading: t('other_games'),
          games: input.otherGames.data?.games,
          total: undefined,
          isError: input.otherGames.isError,
          isLoadingMore: false,
          tiles: input.tiles,
          onRetry: actions.retryOther,
          onMore: null,
          link: { label: t('other_games_all'), href: routeHref(ROUTE_OF_CATEGORY.othergames, lng) },
        })
      : null,
  };
}

const STRIP = CASINO_STRIP_ROUTES.map((routeId) => ({ key: routeId, routeId }));
/** How long typing rests before the search is sent. */
const SEARCH_REST_MS = 250;

/**
 * The casino's list pages over the reference API: lobby, categories, a provider's games, search, other games and
 * favourites. Loading shows 16 skeleton tiles in the grid and 2 in the other-games block (S1 §9).
 */
export function useCasinoLobbyScreen(): CasinoLobbyModel {
  const { t } = useTranslation('casino');
  const { t: tr } = useTranslation('routes');
  const { lng } = useShell();
  const route = useCurrentRoute();
  const routeId = route?.id ?? 'casino-lobby';
  const { view, category } = casinoViewOf(routeId);
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const api = useCasinoApi();
  const categoryItems = useMenu(STRIP);
  const favorites = useCasinoFavorites(api);

  const [search, setSearchValue] = useState(() => (view === 'search' ? searchParams.get('q') ?? '' : ''));
  const [sent, setSent] = useState(() => searchTerm(search));
  const [providerFilter, setProvider] = useState('');
  const [pages, setPages] = useState(1);
  // Another list (a category chip, a subcategory) starts with its own filters: the screen stays mounted between them.
  const { pathname } = useLocation();
  const [listPath, setListPath] = useState(pathname);
  if (listPath !== pathname) {
    setListPath(pathname);
    setProvider('');
    setPages(1);
    if (view !== 'search') {
      setSearchValue('');
      setSent(undefined);
    }
  }
  useEffect(() => {
    const timer = setTimeout(() => {
      const term = searchTerm(search);
      setSent(term);
      setPages(1);
      if (view === 'search' && (searchParams.get('q') ?? '') !== (term ?? '')) setSearchParams(term ? { q: term } : {}, { replace: true });
    }, SEARCH_REST_MS);
    return () => clearTimeout(timer);
  }, [search, view, searchParams, setSearchParams]);

  const subcategory = SUBCATEGORY_ROUTES.has(routeId) ? params.subcategory : undefined;
  const providerId = view === 'provider' ? params.provider : providerFilter || undefined;
  const query = { category, subcategory, provider: providerId, search: sent, offset: 0, limit: CASINO_PAGE_SIZE * pages };
  const games = useSWR(view === 'favorites' ? null : casinoKeys.games(query), () => api.getGames(query), { keepPreviousData: true });
  const otherQuery = { category: 'othergames' as const, offset: 0, limit: 2 };
  const other = useSWR(view === 'lobby' ? casinoKeys.games(otherQuery) : null, () => api.getGames(otherQuery));
  const providers = useSWR(casinoKeys.providers(), () => api.getProviders());
  const categoryInfo = useSWR(subcategory !== undefined || SUBCATEGORY_ROUTES.has(routeId) ? casinoKeys.categories() : null, () => api.getCategories());

  // Kept while more games or another filter load in the same list; another list (a category chip) shows skeletons
  // until its own games arrive rather than the last list's games under its heading.
  const [settledPath, setSettledPath] = useState<string | undefined>(undefined);
  if (games.data && !games.isLoading && settledPath !== pathname) setSettledPath(pathname);
  const listGames = games.isLoading && settledPath !== pathname ? undefined : games.data;
  const favoriteGames = favorites.games;
  const gamesData = useMemo<CasinoGamesPage | undefined>(
    () => (view === 'favorites' ? (favoriteGames ? { games: favoriteGames, total: favoriteGames.length, offset: 0, limit: favoriteGames.length || 1 } : undefined) : listGames),
    [view, favoriteGames, listGames],
  );

  return casinoLobbyModel({
    t,
    routeTitle: tr(routeId),
    lng,
    routeId,
    view,
    category,
    subcategory,
    providerId: view === 'provider' ? params.provider : undefined,
    categoryItems,
    categoryLabel: t('categories'),
    categoryInfo: categoryInfo.data,
    providers: providers.data,
    search,
    providerFilter,
    games: {
      data: gamesData,
      isError: view === 'favorites' ? favorites.isError : Boolean(games.error),
      isLoadingMore: games.isValidating && Boolean(games.data),
    },
    otherGames: view === 'lobby' ? { data: other.data, isError: Boolean(other.error) } : null,
    tiles: { t, lng, favorites: favorites.ids, onFavorite: favorites.toggle },
    actions: {
      setSearch: setSearchValue,
      setProvider: (value) => {
        setProvider(value);
        setPages(1);
      },
      more: () => setPages((n) => n + 1),
      retry: () => void (view === 'favorites' ? favorites.retry() : games.mutate()),
      retryOther: () => void other.mutate(),
    },
  });
}
