import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { bettingKeys, type GamesResponse } from '@bf/api-client/betting';
import { useFeedLanguage, useSportsServices } from './sports-context.tsx';
import { useFeed } from './use-feed.ts';
import { shownGames } from './sport-settings.ts';
import { adoptGames } from './game-share.ts';
import { listPollingMs } from './sports-rules.ts';
import { EMPTY_GAMES, resultOf, type FeedOptions, type GamesState } from './feed-result.ts';

/** Top games (live first): polled at the live list interval while any is live, else every 15 s. */
export function useTopGames({ isEnabled = true }: FeedOptions = {}): GamesState {
  const { api, odds, share, betting } = useSportsServices();
  const lng = useFeedLanguage();
  const { sportSettings, cyberFilter } = useSnapshot(betting.state);
  const adopt = (answer: GamesResponse) => adoptGames(odds, share, answer.games);
  const feed = useFeed(
    isEnabled ? bettingKeys.top(lng) : null,
    async () => adopt(await api.getTop(lng)),
    (games) => listPollingMs(games?.some((game) => game.isLive) ? 'live' : 'line'),
    adopt,
  );
  const games = useMemo(
    () => (feed.data ? shownGames(feed.data, 'by-game', sportSettings, { globalFilter: cyberFilter }) : EMPTY_GAMES),
    [feed.data, sportSettings, cyberFilter],
  );
  return { ...resultOf(feed), games };
}
