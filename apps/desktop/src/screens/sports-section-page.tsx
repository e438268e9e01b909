import { useMemo } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle } from '@bf/headless/shell';
import {
  groupGamesByChamp,
  groupGamesBySport,
  matchesTimeFilter,
  sportInfo,
  useChampionships,
  useGames,
  useGroupByCountry,
  useLiveGames,
  useSportsMenu,
  useSportsRoute,
  useTimeFilter,
  useTopGames,
  type Champ,
  type SportsRoute,
} from '@bf/headless/sports';
import { ChoiceChips, CountryGroup, ListMessage, SportChips, SportsToolbar } from '@bf/ui-desktop/sports';
import { ButtonLink } from '@bf/ui-desktop/components';
import { ChampGames, FeedView, SportsControls, SportsPage } from './sports-parts.tsx';

/**
 * The sports section (spec: site-routes §2 `{pageType}/{section}/{menuSection}?/{sport}?/{champ}?`): the sports of
 * the section with counts, time filters, then every sport's live games, one sport's championships (grouped by
 * country when the player wants) or one championship.
 */
export function SportsSectionPage() {
  usePageTitle();
  const route = useSportsRoute();
  const { t } = useTranslation('sports');
  const { t: tc } = useTranslation('common');
  const menu = useSportsMenu(route.section);
  const timeFilter = useTimeFilter(route.section);
  const sportName = route.sport ? (menu.sports.find((sport) => sport.id === route.sport?.id)?.name ?? tc(`sportsNames.${route.sport.key}`)) : t('allSports');

  const chips = [
    { key: 'all', label: t('allSports'), href: route.links.section(route.section), isActive: !route.sport, count: menu.isLoading ? undefined : menu.sports.reduce((sum, sport) => sum + sport.gamesCount, 0) },
    ...menu.sports.map((sport) => ({ key: sport.slug, label: sport.name, icon: sport.key, href: route.links.section(route.section, sport.id), isActive: route.sport?.id === sport.id, count: sport.gamesCount })),
  ];

  return (
    <SportsPage>
      <SportsToolbar
        title={sportName}
        sections={{
          label: t('section.label'),
          items: (['line', 'live'] as const).map((section) => ({ key: section, label: t(`section.${section}`), href: route.links.section(section, route.sport?.id), isActive: route.section === section, isLive: section === 'live' })),
        }}
        controls={<SportsControls withGrouping={route.section === 'line' && Boolean(route.sport) && !route.champId} withSportSettings />}
      >
        <SportChips label={t('sportsMenu')} items={chips} />
        <ChoiceChips label={t('timeFilter.label')} value={timeFilter.value} options={timeFilter.options} onChange={timeFilter.set} />
      </SportsToolbar>
      <div className="space-y-3">
        <SectionContent route={route} timeFilter={timeFilter.value} />
      </div>
    </SportsPage>
  );
}

function SectionContent({ route, timeFilter }: { route: SportsRoute; timeFilter: ReturnType<typeof useTimeFilter>['value'] }) {
  const { t } = useTranslation('sports');
  if (route.isUnknownSport) {
    return (
      <ListMessage
        text={t('list.unknownSport')}
        action={
          <ButtonLink href={route.links.section(route.section)} size="sm">
            {t('allSports')}
          </ButtonLink>
        }
      />
    );
  }
  if (route.champId) return <OneChampionship route={route} champId={route.champId} timeFilter={timeFilter} />;
  if (route.section === 'live') return <LiveList route={route} timeFilter={timeFilter} />;
  if (route.sport) return <SportLine route={route} sportId={route.sport.id} timeFilter={timeFilter} />;
  return <TopLine route={route} timeFilter={timeFilter} />;
}

/** Every live game (or one sport's), by sport and championship, filtered by period on the client. */
function LiveList({ route, timeFilter }: { route: SportsRoute; timeFilter: ReturnType<typeof useTimeFilter>['value'] }) {
  const { t } = useTranslation('sports');
  const live = useLiveGames(route.sport?.id);
  const sports = useMemo(() => {
    const now = Date.now();
    return groupGamesBySport(live.games.filter((game) => matchesTimeFilter(game, timeFilter, now)));
  }, [live.games, timeFilter]);
  return (
    <FeedView
      feed={live}
      isEmpty={sports.length === 0}
      emptyText={live.games.length === 0 ? t('list.emptyLive') : t('list.empty')}
      blocks={3}
    >
      {sports.flatMap((sport) =>
        sport.champs.map((champ) => (
          <ChampGames
            key={champ.champId}
            title={route.sport ? champ.champName : `${sport.sportName}. ${champ.champName}`}
            href={route.links.champ('live', { id: champ.champId, sportId: champ.sportId, name: champ.champName })}
            sportId={champ.sportId}
            games={champ.games}
            links={route.links}
            pageType={route.pageType}
          />
        )),
      )}
    </FeedView>
  );
}

/** One sport's line: its championships, grouped by country when the player wants, each loading its own games. */
function SportLine({ route, sportId, timeFilter }: { route: SportsRoute; sportId: number; timeFilter: ReturnType<typeof useTimeFilter>['value'] }) {
  const { t } = useTranslation('sports');
  const champs = useChampionships(sportId, 'line');
  const grouping = useGroupByCountry();
  return (
    <FeedView feed={champs} isEmpty={champs.champs.length === 0} emptyText={t('list.empty')} blocks={3}>
      {grouping.value
        ? champs.byCountry.map((group) => (
            <CountryGroup key={group.country ?? 'intl'} code={group.country} name={group.name ?? t('international')}>
              {group.items.map((champ) => (
                <ChampionshipGames key={champ.id} champ={champ} route={route} timeFilter={timeFilter} />
              ))}
            </CountryGroup>
          ))
        : champs.champs.map((champ) => <ChampionshipGames key={champ.id} champ={champ} route={route} timeFilter={timeFilter} withFlag />)}
    </FeedView>
  );
}

/** A championship's block: skeleton rows as many as it has games, so nothing jumps when they come. */
function ChampionshipGames({ champ, route, timeFilter, withFlag = false }: { champ: Champ; route: SportsRoute; timeFilter: ReturnType<typeof useTimeFilter>['value']; withFlag?: boolean }) {
  const games = useGames(champ.id, timeFilter, 'line', champ.sportId);
  if (!games.isLoading && !games.isError && games.games.length === 0) return null;
  return (
    <FeedView feed={games} isEmpty={false} emptyText="" blocks={1} rows={Math.min(Math.max(champ.gamesCount, 1), 8)}>
      <ChampGames
        title={champ.name}
        href={route.links.champ('line', champ)}
        sportId={champ.sportId}
        games={games.games}
        links={route.links}
        pageType={route.pageType}
        country={withFlag ? champ.country : undefined}
      />
    </FeedView>
  );
}

/** One championship of the section. */
function OneChampionship({ route, champId, timeFilter }: { route: SportsRoute; champId: number; timeFilter: ReturnType<typeof useTimeFilter>['value'] }) {
  const { t } = useTranslation('sports');
  const games = useGames(champId, timeFilter, route.section, route.sport?.id);
  const sportId = games.games[0]?.sportId ?? route.sport?.id ?? 1;
  return (
    <FeedView feed={games} isEmpty={games.games.length === 0} emptyText={route.section === 'live' ? t('list.emptyLive') : t('list.empty')} blocks={1} rows={6}>
      <ChampGames title={games.champName ?? ''} sportId={sportId} games={games.games} links={route.links} pageType={route.pageType} />
    </FeedView>
  );
}

/** Every sport's line: the top pre-match games by championship. */
function TopLine({ route, timeFilter }: { route: SportsRoute; timeFilter: ReturnType<typeof useTimeFilter>['value'] }) {
  const { t } = useTranslation('sports');
  const top = useTopGames();
  const champs = useMemo(() => {
    const now = Date.now();
    return groupGamesByChamp(top.games.filter((game) => game.status === 'line' && matchesTimeFilter(game, timeFilter, now)));
  }, [top.games, timeFilter]);
  return (
    <FeedView feed={top} isEmpty={champs.length === 0} emptyText={t('list.empty')} blocks={3}>
      {champs.map((champ) => (
        <ChampGames
          key={champ.champId}
          title={`${champ.sportName}. ${champ.champName}`}
          href={route.links.champ('line', { id: champ.champId, sportId: champ.sportId, name: champ.champName })}
          sportId={sportInfo(champ.sportId).id}
          games={champ.games}
          links={route.links}
          pageType={route.pageType}
        />
      ))}
    </FeedView>
  );
}
