import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '@bf/api-client/errors';
import { casinoKeys, type CasinoGame } from '@bf/api-client/casino';
import { ROUTE_OF_CATEGORY, tileModel, type CasinoFavoriteToggle, type TileOptions } from '../../casino/casino-rules.ts';
import { useCasinoApi } from '../../casino/use-casino-api.ts';
import { useCasinoFavorites } from '../../casino/use-casino-favorites.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useShell } from '../../shell/use-shell.ts';

/** A game's page (slots/game/{gameId}/{gameName}, casino/game/{gameId}/{gameName}): the game and its demo. */
export interface CasinoGameModel {
  status: 'loading' | 'error' | 'not-found' | 'ready';
  statusText: string;
  title: string;
  imageUrl: string | null;
  facts: { id: 'provider' | 'category'; label: string; value: string; href: string }[];
  /** Opens the provider's demo (the reference API's demo page). */
  demo: { label: string; href: string; note: string } | null;
  favorite: CasinoFavoriteToggle | null;
  back: { label: string; href: string };
}

export interface CasinoGameInput {
  t: TFunction;
  tRoute(routeId: string): string;
  lng: string;
  game: CasinoGame | undefined;
  error: unknown;
  tiles: TileOptions;
}

export function casinoGameModel({ t, tRoute, lng, game, error, tiles }: CasinoGameInput): CasinoGameModel {
  const isNotFound = error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
  const categoryRoute = game ? ROUTE_OF_CATEGORY[game.category] : 'casino-lobby';
  return {
    status: game ? 'ready' : isNotFound ? 'not-found' : error ? 'error' : 'loading',
    statusText: isNotFound ? t('game_not_found') : error ? t('error') : t('loading'),
    title: game?.name ?? tRoute('casino-game'),
    imageUrl: game?.imageUrl ?? null,
    facts: game
      ? [
          { id: 'provider', label: t('game_provider'), value: game.provider.name, href: routeHref('provider', lng, { provider: game.provider.id }) },
          { id: 'category', label: t('game_category'), value: tRoute(categoryRoute), href: routeHref(categoryRoute, lng) },
        ]
      : [],
    demo: game ? { label: t('play_demo'), href: game.demoUrl, note: t('demo_note') } : null,
    favorite: game ? tileModel(game, tiles).favorite : null,
    back: { label: t('game_back'), href: routeHref(categoryRoute, lng) },
  };
}

/** The game page over the reference API's game call. */
export function useCasinoGameScreen(): CasinoGameModel {
  const { t } = useTranslation('casino');
  const { t: tr } = useTranslation('routes');
  const { lng } = useShell();
  const api = useCasinoApi();
  const favorites = useCasinoFavorites(api);
  const gameId = Number(useParams().gameId);
  const game = useSWR(Number.isSafeInteger(gameId) && gameId > 0 ? casinoKeys.game(gameId) : null, () => api.getGame(gameId));
  return casinoGameModel({ t, tRoute: (id) => tr(id), lng, game: game.data, error: game.error, tiles: { t, lng, favorites: favorites.ids, onFavorite: favorites.toggle } });
}
