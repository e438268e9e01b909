import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_POLLING_MS, POLLING_MS } from '../../settings/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import {
  feedView,
  sportInfo,
  useGame,
  useGameText,
  useLiveGames,
  useMarketGroups,
  useMultiLive,
  useOddsPoll,
  useScoreboard,
  useSportsControls,
  useSportsLinks,
  type FeedViewModel,
  type MarketGroupModel,
  type ScoreboardModel,
  type SportsControlsModel,
  type SportsGame,
} from '../../sports/index.ts';

/** A live game in the picker. */
export interface MultiPickModel {
  key: string;
  icon: string;
  teams: string;
  champ: string;
  /** "1:0", empty before a score. */
  score: string;
  time: string;
  isPicked: boolean;
  /** Four are picked and this is not one of them. */
  isDisabled: boolean;
  /** "Follow Arsenal – Chelsea" or "Stop following …". */
  label: string;
  onToggle(): void;
}

/** One column of the board: a picked game. */
export type MultiColumnState =
  | { status: 'loading'; loadingLabel: string }
  /** The feed no longer has the game. */
  | { status: 'gone'; text: string; remove: { label: string; onPress(): void } }
  | { status: 'ready'; scoreboard: ScoreboardModel; remove: { label: string; onPress(): void }; endedText: string | undefined; groups: MarketGroupModel[] };

/** A column's leaf model: its own game feed and odds poll. */
export interface MultiColumnModel {
  key: string;
  useModel(): MultiColumnState;
}

/** Multi-live (spec: site-routes §2 `multi`): up to four live games side by side. */
export interface MultiLiveModel {
  title: string;
  /** "2 of 4 games picked". */
  picked: string;
  controls: SportsControlsModel;
  feed: FeedViewModel;
  /** Shown while live games are listed. */
  picker: { title: string; hint: string; items: MultiPickModel[] } | undefined;
  columns: MultiColumnModel[];
}

const NO_IDS: number[] = [];

/**
 * Multi-live: scores come from the live list (one call for every column), market structure from each game every
 * 15 s, and prices from one cheap odds poll every 2 s per column — the game component's interval (SPORT-019).
 */
export function useMultiLiveScreen({ rows = 3 }: { rows?: number } = {}): MultiLiveModel {
  const title = usePageTitle();
  const { t } = useTranslation('sports');
  const links = useSportsLinks();
  const live = useLiveGames();
  const multi = useMultiLive();
  const controls = useSportsControls();
  const { timeText } = useGameText();
  const scoreboardOf = useScoreboard(links);
  const groupsOf = useMarketGroups();
  const byId = useMemo(() => new Map(live.games.map((game) => [game.id, game])), [live.games]);

  const items = live.games.map((game): MultiPickModel => {
    const time = timeText(game);
    const teams = `${game.team1} – ${game.team2}`;
    const isPicked = multi.isPicked(game.id);
    const timeLine = [time.primary, time.secondary].filter(Boolean).join(' ');
    const score = game.score ? `${game.score.team1}:${game.score.team2}` : '';
    // Label in name (WCAG 2.5.3): the name starts with everything the button shows, then says what it does.
    const shown = [teams, [timeLine, game.champName].filter(Boolean).join(' · '), score].filter(Boolean).join(' ');
    return {
      key: String(game.id),
      icon: sportInfo(game.sportId).key,
      teams,
      champ: game.champName,
      score,
      time: timeLine,
      isPicked,
      isDisabled: !isPicked && multi.isFull,
      label: `${shown}. ${isPicked ? t('multi.remove', { game: teams }) : t('multi.add', { game: teams })}`,
      onToggle: () => multi.toggle(game.id),
    };
  });

  const { remove } = multi;
  const columns = useMemo(
    () =>
      multi.gameIds.map((gameId): MultiColumnModel => {
        const listed = byId.get(gameId);
        return {
          key: String(gameId),
          useModel: function useMultiColumn() {
            // Values of this render of the screen (the list's copy of the game, the market builder).
            const known = listed;
            const marketsOf = groupsOf;
            const feed = useGame(gameId, { pollingMs: POLLING_MS.line });
            const detail = feed.game;
            const outcomeIds = useMemo(() => detail?.groups.flatMap((group) => group.markets.flatMap((market) => market.outcomes.map((outcome) => outcome.id))) ?? [], [detail]);
            useOddsPoll(detail?.status === 'live' ? outcomeIds : NO_IDS, LIVE_POLLING_MS.game);
            // The live list's copy is newer for the score and clock; the detail holds the markets.
            const game = useMemo(() => (detail && known ? { ...detail, ...known, groups: detail.groups, result: detail.result } : detail), [detail, known]);
            const groups = useMemo(() => (game ? marketsOf(game, 'home', { groups: 4, markets: 3, open: 2 }) : []), [game, marketsOf]);
            if (!game) {
              if (feed.isNotFound) return { status: 'gone', text: t('multi.ended'), remove: { label: t('multi.remove', { game: String(gameId) }), onPress: () => remove(gameId) } };
              return { status: 'loading', loadingLabel: t('list.loading') };
            }
            const teams = `${game.team1} – ${game.team2}`;
            const isEnded = game.status === 'finished';
            return { status: 'ready', scoreboard: scoreboardOf(game as SportsGame, 'compact'), remove: { label: t('multi.remove', { game: teams }), onPress: () => remove(gameId) }, endedText: isEnded ? t('multi.ended') : undefined, groups: isEnded ? [] : groups };
          },
        };
      }),
    [multi.gameIds, byId, groupsOf, scoreboardOf, remove, t],
  );

  return {
    title,
    picked: t('multi.picked', { count: multi.gameIds.length, max: multi.max }),
    controls,
    feed: feedView(t, live, { isEmpty: live.games.length === 0 && multi.gameIds.length === 0, emptyText: t('list.emptyLive'), blocks: 1, rows }),
    picker: live.games.length > 0 ? { title: t('multi.pick'), hint: multi.isFull ? t('multi.full', { max: multi.max }) : t('multi.hint', { max: multi.max }), items } : undefined,
    columns,
  };
}
