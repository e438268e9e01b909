import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { casinoKeys, type CasinoApi, type CasinoGame } from '@bf/api-client/casino';
import { useSession } from '../session/use-session.ts';

export interface CasinoFavorites {
  /** The favourite game ids; undefined for a visitor or until they arrive. */
  ids: ReadonlySet<number> | undefined;
  games: CasinoGame[] | undefined;
  isError: boolean;
  retry(): void;
  /** Adds or removes a favourite, shown at once and then as the API answers. */
  toggle(game: CasinoGame, isFavorite: boolean): void;
}

/** A signed-in player's favourite games (the casino's favourites page and every tile's star). */
export function useCasinoFavorites(api: CasinoApi): CasinoFavorites {
  const { isSignedIn } = useSession();
  const favorites = useSWR(isSignedIn ? casinoKeys.favorites() : null, () => api.getFavorites());
  const { data, mutate } = favorites;
  const ids = useMemo(() => (data ? new Set(data.map((game) => game.id)) : undefined), [data]);
  const toggle = useCallback(
    (game: CasinoGame, isFavorite: boolean) => {
      const others = (current: CasinoGame[] | undefined) => (current ?? []).filter((item) => item.id !== game.id);
      const next = (current: CasinoGame[] | undefined) => (isFavorite ? [game, ...others(current)] : others(current));
      void mutate(
        async (current) => {
          await (isFavorite ? api.addFavorite(game.id) : api.removeFavorite(game.id));
          return next(current);
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      ).catch(() => undefined);
    },
    [api, mutate],
  );
  return { ids, games: data, isError: Boolean(favorites.error), retry: () => void mutate(), toggle };
}
