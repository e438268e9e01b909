import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/index.ts';
import { sportsTrail, useGame, useMarketGroups, useScoreboard, useSportsRoute, type BreadcrumbsModel, type MarketGroupModel, type ScoreboardModel } from '../../sports/index.ts';

/** A game page (spec: site-routes §2 `…/{sport}/{champ}/{game}`): the scoreboard and every market, grouped. */
export type SportsGameModel =
  | { status: 'loading'; title: string; loadingLabel: string }
  | { status: 'notFound'; title: string; text: string; action: { label: string; href: string } }
  | { status: 'error'; title: string; text: string; retry: { label: string; onPress(): void } }
  | {
      status: 'ready';
      title: string;
      /** Section › sport › country or region › championship › the game, each a link. */
      breadcrumbs: BreadcrumbsModel;
      scoreboard: ScoreboardModel;
      /** "No markets" when the game has none open (or is finished). */
      emptyText: string | undefined;
      groups: MarketGroupModel[];
    };

/** The game of the route's `game` param, polled as its status says (SPORT-018, SPORT-019). */
export function useSportsGameScreen(): SportsGameModel {
  const title = usePageTitle();
  const route = useSportsRoute();
  const { t } = useTranslation('sports');
  const feed = useGame(route.gameId);
  const scoreboardOf = useScoreboard(route.links);
  const groupsOf = useMarketGroups();
  const game = feed.game;
  const groups = useMemo(() => (game ? groupsOf(game, route.pageType) : []), [game, groupsOf, route.pageType]);

  if (!game) {
    if (feed.isNotFound || !route.gameId) return { status: 'notFound', title, text: t('game.notFound'), action: { label: t(`section.${route.section}`), href: route.links.section(route.section, route.sport?.id) } };
    if (feed.isError) return { status: 'error', title, text: t('list.error'), retry: { label: t('list.retry'), onPress: feed.refresh } };
    return { status: 'loading', title, loadingLabel: t('list.loading') };
  }
  const hasNone = game.groups.length === 0 || game.status === 'finished';
  const section = game.status === 'live' ? 'live' : 'line';
  const items = sportsTrail(route.links, route.lng, {
    section,
    sectionName: t(`section.${section}`),
    sport: { id: game.sportId, name: game.sportName },
    country: game.country,
    internationalName: t('international'),
    champ: { id: game.champId, sportId: game.sportId, name: game.champName },
    game: { name: `${game.team1} – ${game.team2}`, href: route.links.game(game) },
  });
  return { status: 'ready', title, breadcrumbs: { label: t('breadcrumbs'), items }, scoreboard: scoreboardOf(game), emptyText: hasNone ? t('markets.none') : undefined, groups: hasNone ? [] : groups };
}
