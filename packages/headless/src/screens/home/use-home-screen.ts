import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS_MENU, useMenu } from '../../navigation/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { feedView, groupGamesByChamp, useChampBlocks, useSportsLinks, useTopGames, type ChampBlockModel, type FeedViewModel } from '../../sports/index.ts';

/** A block of top games ("Top live", "Top line"). */
export interface TopBlockModel {
  key: 'live' | 'line';
  title: string;
  isLive: boolean;
  /** "All live" to the section. */
  link: { label: string; href: string };
  feed: FeedViewModel;
  champs: ChampBlockModel[];
}

/** Home: the welcome banner, popular sports, then the top live and top line events. */
export interface HomeModel {
  hero: { title: string; text: string };
  sports: { title: string; items: { key: string; label: string; href: string; icon: string }[] };
  blocks: TopBlockModel[];
}

export interface HomeOptions {
  /** How many live and line games the blocks show (the phone shows fewer). */
  liveLimit?: number;
  lineLimit?: number;
}

/** The home page: the feed's top games (live first, polled as their section), by championship. */
export function useHomeScreen({ liveLimit = 8, lineLimit = 10 }: HomeOptions = {}): HomeModel {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sports');
  usePageTitle();
  const menu = useMenu(SPORTS_MENU);
  const links = useSportsLinks();
  const top = useTopGames();
  const blockOf = useChampBlocks(links, 'home');
  const blocks = useMemo(() => {
    const block = (key: 'live' | 'line', limit: number): TopBlockModel => {
      const games = top.games.filter((game) => game.status === key).slice(0, limit);
      return {
        key,
        title: ts(key === 'live' ? 'home.topLive' : 'home.topLine'),
        isLive: key === 'live',
        link: { label: ts(key === 'live' ? 'home.allLive' : 'home.allLine'), href: links.section(key) },
        feed: feedView(ts, top, { isEmpty: games.length === 0, emptyText: ts(key === 'live' ? 'list.emptyLive' : 'list.empty'), blocks: 1, rows: limit }),
        champs: groupGamesByChamp(games).map((champ) =>
          blockOf({ key: champ.champId, title: `${champ.sportName}. ${champ.champName}`, href: links.champ(key, { id: champ.champId, sportId: champ.sportId, name: champ.champName }), sportId: champ.sportId, games: champ.games }),
        ),
      };
    };
    return [block('live', liveLimit), block('line', lineLimit)];
  }, [top, ts, links, blockOf, liveLimit, lineLimit]);
  return {
    hero: { title: t('home.heroTitle'), text: t('home.heroText') },
    // Not "Popular sports": the left column's navigation has that name, and two navigations on a page need two names.
    sports: { title: t('home.sportsNav'), items: menu.map((sport) => ({ key: sport.key, label: sport.label, href: sport.href, icon: sport.icon ?? 'football' })) },
    blocks,
  };
}
