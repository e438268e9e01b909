import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/index.ts';
import type { TimeFilterId } from '../../settings/betting-state.ts';
import {
  feedView,
  groupGamesByChamp,
  groupGamesBySport,
  matchesTimeFilter,
  useChampBlocks,
  useChampionships,
  useGames,
  useGroupByCountry,
  useLineGames,
  useLiveGames,
  sportsTrail,
  LINE_KEYS,
  useSportsControlsWithSettings,
  useSportsMenu,
  useSportsRoute,
  useTimeFilter,
  type BreadcrumbsModel,
  type LineKey,
  type Champ,
  type ChampBlockModel,
  type ChoiceOption,
  type FeedViewModel,
  type SportsControlsModel,
  type SportsRoute,
} from '../../sports/index.ts';

/** A tab of the section switch or a sport chip. */
export interface SportsNavItem {
  key: string;
  label: string;
  href: string;
  isActive: boolean;
  isLive?: boolean;
  /** The sport's icon key. */
  icon?: string;
  /** Games in the sport; unset while the menu loads. */
  count?: number;
}

/** A championship of a sport's line: its own leaf model loads its games (skeleton rows as many as it has). */
export interface ChampLineModel {
  key: string;
  /** The block, or null when the championship has no game under the time filter (nothing shows). */
  useModel(): { feed: FeedViewModel; block: ChampBlockModel | null };
}

/** What the section lists below its toolbar. */
export type SportsSectionContent =
  | { kind: 'message'; text: string; action: { label: string; href: string } }
  | { kind: 'blocks'; feed: FeedViewModel; blocks: ChampBlockModel[]; paging?: ListPagingModel }
  | { kind: 'champs'; feed: FeedViewModel; groups: { key: string; code: string | null; name: string; champs: ChampLineModel[] }[] | null; champs: ChampLineModel[] };

/** Paging of a long list: how many of how many show, and a button for the next page while some are left. */
export interface ListPagingModel {
  /** "Showing 50 of 255 events". */
  status: string;
  /** Absent once every game shows. */
  more?: { label: string; isBusy: boolean; onPress(): void };
}

/** Which market a narrow list shows in its odds column: the main one, the total or the handicap. */
export interface MarketSwitchModel {
  label: string;
  value: 'main' | LineKey;
  options: { value: 'main' | LineKey; label: string }[];
  onChange(value: 'main' | LineKey): void;
}

/** The sports section (spec: site-routes §2 `{pageType}/{section}/{menuSection}?/{sport}?/{champ}?`). */
export interface SportsSectionModel {
  /** The championship's name on its page, else the sport's name, or "All sports". */
  title: string;
  /** Section › sport › country or region › championship, as far as the page goes. */
  breadcrumbs: BreadcrumbsModel;
  /** The market narrow lists show in their odds column (phones); wide lists show every column. */
  marketSwitch: MarketSwitchModel;
  sections: { label: string; items: SportsNavItem[] };
  sports: { label: string; items: SportsNavItem[] };
  timeFilter: { label: string; value: TimeFilterId; options: ChoiceOption<TimeFilterId>[]; onChange(value: TimeFilterId): void };
  controls: SportsControlsModel;
  content: SportsSectionContent;
}

export interface SportsSectionOptions {
  /** Most skeleton rows a championship shows while its games load (its games count, capped). */
  maxChampRows?: number;
  /** Skeleton rows of a block by default. */
  rows?: number;
  /** Games of every sport's line asked for at a time ("All sports"). */
  pageSize?: number;
}

/**
 * The sports section: the sports of the section with counts, time filters, then every sport's live games, one
 * sport's championships (grouped by country when the player wants) or one championship. Only the list shown is
 * asked for.
 */
export function useSportsSectionScreen({ maxChampRows = 8, rows = 4, pageSize = LINE_PAGE_SIZE }: SportsSectionOptions = {}): SportsSectionModel {
  usePageTitle();
  const route = useSportsRoute();
  const { t } = useTranslation('sports');
  const { t: tc } = useTranslation('common');
  const menu = useSportsMenu(route.section);
  const timeFilter = useTimeFilter(route.section);
  const grouping = useGroupByCountry();
  const controls = useSportsControlsWithSettings({ withGrouping: route.section === 'line' && Boolean(route.sport) && !route.champId });
  const blockOf = useChampBlocks(route.links, route.pageType);

  const kind = route.isUnknownSport ? 'message' : route.champId ? 'champ' : route.section === 'live' ? 'live' : route.sport ? 'sport' : 'top';
  const live = useLiveGames(route.sport?.id, { isEnabled: kind === 'live' });
  const [pages, setPages] = useState(1);
  const [market, setMarket] = useState<'main' | LineKey>('main');
  const lineFilter = timeFilter.value === 1 || timeFilter.value === 6 ? timeFilter.value : 0;
  const top = useLineGames(lineFilter, pages * pageSize, { isEnabled: kind === 'top' });
  const champs = useChampionships(kind === 'sport' ? route.sport?.id : undefined, 'line');
  const one = useGames(kind === 'champ' ? route.champId : undefined, timeFilter.value, route.section, route.sport?.id);
  const champLine = useChampLines(route, timeFilter.value, maxChampRows, blockOf);

  const content = useMemo((): SportsSectionContent => {
    const now = Date.now();
    if (kind === 'message') return { kind, text: t('list.unknownSport'), action: { label: t('allSports'), href: route.links.section(route.section) } };
    if (kind === 'live') {
      const sports = groupGamesBySport(live.games.filter((game) => matchesTimeFilter(game, timeFilter.value, now)));
      const blocks = sports.flatMap((sport) =>
        sport.champs.map((champ) =>
          blockOf({ key: champ.champId, title: route.sport ? champ.champName : `${sport.sportName}. ${champ.champName}`, href: route.links.champ('live', { id: champ.champId, sportId: champ.sportId, name: champ.champName }), sportId: champ.sportId, games: champ.games }),
        ),
      );
      return { kind: 'blocks', feed: feedView(t, live, { isEmpty: blocks.length === 0, emptyText: live.games.length === 0 ? t('list.emptyLive') : t('list.empty'), blocks: 3, rows }), blocks };
    }
    if (kind === 'champ') {
      const sportId = one.games[0]?.sportId ?? route.sport?.id ?? 1;
      const blocks = [blockOf({ key: route.champId ?? 0, title: one.champName ?? '', sportId, games: one.games })];
      return { kind: 'blocks', feed: feedView(t, one, { isEmpty: one.games.length === 0, emptyText: route.section === 'live' ? t('list.emptyLive') : t('list.empty'), blocks: 1, rows: 6 }), blocks };
    }
    if (kind === 'sport') {
      const feed = feedView(t, champs, { isEmpty: champs.champs.length === 0, emptyText: t('list.empty'), blocks: 3, rows });
      const groups = grouping.value
        ? champs.byCountry.map((group) => ({ key: group.country ?? 'intl', code: group.country, name: group.name ?? t('international'), champs: group.items.map((champ) => champLine(champ, false)) }))
        : null;
      return { kind: 'champs', feed, groups, champs: groups ? [] : champs.champs.map((champ) => champLine(champ, true)) };
    }
    // Every sport's line, a page at a time: the count says how many of how many show, "show more" asks for the next.
    const byChamp = groupGamesByChamp(top.games);
    const blocks = byChamp.map((champ) =>
      blockOf({ key: champ.champId, title: `${champ.sportName}. ${champ.champName}`, href: route.links.champ('line', { id: champ.champId, sportId: champ.sportId, name: champ.champName }), sportId: champ.sportId, games: champ.games }),
    );
    const isBusy = top.loaded < Math.min(pages * pageSize, top.total);
    const paging: ListPagingModel = {
      status: t('list.shown', { shown: top.loaded, total: top.total }),
      more: top.loaded < top.total ? { label: t('list.showMore', { count: Math.min(pageSize, top.total - top.loaded) }), isBusy, onPress: () => setPages((count) => (isBusy ? count : count + 1)) } : undefined,
    };
    return { kind: 'blocks', feed: feedView(t, top, { isEmpty: blocks.length === 0, emptyText: t('list.empty'), blocks: 3, rows }), blocks, paging: top.total > 0 ? paging : undefined };
  }, [kind, t, route, live, top, champs, one, grouping.value, timeFilter.value, blockOf, champLine, rows, pages, pageSize]);

  const sportName = route.sport ? (menu.sports.find((sport) => sport.id === route.sport?.id)?.name ?? tc(`sportsNames.${route.sport.key}`)) : t('allSports');
  const champ = kind === 'champ' && route.sport && route.champId && one.champName ? { id: route.champId, sportId: route.sport.id, name: one.champName } : undefined;
  const trail = sportsTrail(route.links, route.lng, {
    section: route.section,
    sectionName: t(`section.${route.section}`),
    sport: route.sport ? { id: route.sport.id, name: sportName } : undefined,
    country: champ ? one.champCountry : undefined,
    internationalName: t('international'),
    champ,
  });
  return {
    title: kind === 'champ' ? (one.champName ?? sportName) : sportName,
    breadcrumbs: { label: t('breadcrumbs'), items: trail },
    marketSwitch: {
      label: t('list.marketSwitch'),
      value: market,
      options: [{ value: 'main', label: t('list.marketMain') }, ...LINE_KEYS.map((key) => ({ value: key, label: t(`list.market.${key}`) }))],
      onChange: setMarket,
    },
    sections: {
      label: t('section.label'),
      items: (['line', 'live'] as const).map((section) => ({ key: section, label: t(`section.${section}`), href: route.links.section(section, route.sport?.id), isActive: route.section === section, isLive: section === 'live' })),
    },
    sports: {
      label: t('sportsMenu'),
      items: [
        { key: 'all', label: t('allSports'), href: route.links.section(route.section), isActive: !route.sport, count: menu.isLoading ? undefined : menu.sports.reduce((sum, sport) => sum + sport.gamesCount, 0) },
        ...menu.sports.map((sport) => ({ key: sport.slug, label: sport.name, icon: sport.key, href: route.links.section(route.section, sport.id), isActive: route.sport?.id === sport.id, count: sport.gamesCount })),
      ],
    },
    timeFilter: { label: t('timeFilter.label'), value: timeFilter.value, options: timeFilter.options, onChange: timeFilter.set },
    controls,
    content,
  };
}

/** Games of every sport's line asked for at a time: a page the first screen needs, then one more per "show more". */
export const LINE_PAGE_SIZE = 50;

/** Leaf models of a sport's championships, each asking for its own games under the time filter. */
function useChampLines(route: SportsRoute, timeFilter: TimeFilterId, maxChampRows: number, blockOf: ReturnType<typeof useChampBlocks>) {
  const { t } = useTranslation('sports');
  return useMemo(() => {
    const cache = new Map<string, ChampLineModel>();
    return (champ: Champ, withFlag: boolean): ChampLineModel => {
      const key = `${champ.id}:${withFlag}`;
      const known = cache.get(key);
      if (known) return known;
      const line: ChampLineModel = {
        key: String(champ.id),
        useModel: function useChampLine() {
          const games = useGames(champ.id, timeFilter, 'line', champ.sportId);
          const isHidden = !games.isLoading && !games.isError && games.games.length === 0;
          return {
            feed: feedView(t, games, { isEmpty: false, blocks: 1, rows: Math.min(Math.max(champ.gamesCount, 1), maxChampRows) }),
            block: isHidden ? null : blockOf({ key: champ.id, title: champ.name, href: route.links.champ('line', champ), sportId: champ.sportId, games: games.games, country: withFlag ? champ.country : undefined }),
          };
        },
      };
      cache.set(key, line);
      return line;
    };
  }, [route, timeFilter, maxChampRows, blockOf, t]);
}
