import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useSportsServices } from './sports-context.tsx';
import { MULTI_LIVE_MAX } from './sports-services.ts';

/** The multi-live picks (spec: site-routes §2 `multi`): up to four live games followed side by side. */
export interface MultiLiveState {
  gameIds: readonly number[];
  max: number;
  isFull: boolean;
  isPicked(gameId: number): boolean;
  /** Adds a game (when there is room) or takes it out. */
  toggle(gameId: number): void;
  remove(gameId: number): void;
}

/** The multi-live picks of this browser, kept in localStorage (restored after hydration). */
export function useMultiLive(): MultiLiveState {
  const { multi } = useSportsServices();
  const { gameIds } = useSnapshot(multi);
  const toggle = useCallback(
    (gameId: number) => {
      if (multi.gameIds.includes(gameId)) multi.gameIds = multi.gameIds.filter((id) => id !== gameId);
      else if (multi.gameIds.length < MULTI_LIVE_MAX) multi.gameIds = [...multi.gameIds, gameId];
    },
    [multi],
  );
  const remove = useCallback((gameId: number) => void (multi.gameIds = multi.gameIds.filter((id) => id !== gameId)), [multi]);
  return {
    gameIds,
    max: MULTI_LIVE_MAX,
    isFull: gameIds.length >= MULTI_LIVE_MAX,
    isPicked: (gameId) => gameIds.includes(gameId),
    toggle,
    remove,
  };
}
