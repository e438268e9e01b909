import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { FeedSection } from '@bf/api-client/betting';
import { routeHref } from '../routes/route-links.ts';
import { SPORTS_PAGE_TYPES } from '../routes/route-params.ts';
import { useShell } from '../shell/use-shell.ts';
import { idOfParam, idSlug, sportInfo, sportOfSlug, type SportInfo } from './sports-rules.ts';
import type { SportsGame } from './sports-types.ts';

/**
 * Sports URLs (spec: site-routes §2; docs/decisions.md "Sports URLs"):
 * `{pageType}/{section}` every sport, `…/{menuSection}` one sport by its menu slug (`home/line/football`),
 * `…/{menuSection}/{sport}/{champ}` a championship (`football/1/101-england-premier-league`) and
 * `…/{champ}/{game}` a game (`…/381-newcastle-united-manchester-city`). Only the ids are read.
 */
export interface SportsLinks {
  /** A section, optionally narrowed to one sport. */
  section(section: FeedSection, sportId?: number): string;
  champ(section: FeedSection, champ: { id: number; sportId: number; name: string }): string;
  game(game: Pick<SportsGame, 'id' | 'sportId' | 'champId' | 'champName' | 'team1' | 'team2' | 'status'>): string;
  multi(): string;
  champs(champId?: number): string;
  results(type?: 'live' | 'zone'): string;
}

/** Sports links in a language for a page type. */
export function sportsLinks(lng: string, pageType = 'home'): SportsLinks {
  const sectionParams = (section: FeedSection, sportId?: number) => ({ pageType, section, menuSection: sportId === undefined ? undefined : sportInfo(sportId).slug });
  return {
    section: (section, sportId) => routeHref('sports-section', lng, sectionParams(section, sportId)),
    champ: (section, champ) => routeHref('sports-section', lng, { ...sectionParams(section, champ.sportId), sport: String(champ.sportId), champ: idSlug(champ.id, champ.name) }),
    game: (game) =>
      routeHref('sports-game', lng, {
        ...sectionParams(game.status === 'live' ? 'live' : 'line', game.sportId),
        sport: String(game.sportId),
        champ: idSlug(game.champId, game.champName),
        game: idSlug(game.id, `${game.team1} ${game.team2}`),
      }),
    multi: () => routeHref('multi', lng),
    champs: (champId) => routeHref('champs', lng, { champId: champId === undefined ? undefined : String(champId) }),
    results: (type) => routeHref('results', lng, { type }),
  };
}

/** Where a sports URL points. */
export interface SportsRoute {
  lng: string;
  pageType: string;
  section: FeedSection;
  /** The sport named by `menuSection` (or, failing that, by the `sport` id). */
  sport: SportInfo | undefined;
  /** A `menuSection` that names no sport the site knows. */
  isUnknownSport: boolean;
  champId: number | undefined;
  gameId: number | undefined;
  links: SportsLinks;
}

/** Reads the sports route's params: page type, section, sport, championship and game. */
export function useSportsRoute(): SportsRoute {
  const { lng } = useShell();
  const params = useParams();
  return useMemo(() => {
    const pageType = (SPORTS_PAGE_TYPES as readonly string[]).includes(params.pageType ?? '') ? (params.pageType as string) : 'home';
    const section: FeedSection = params.section === 'live' ? 'live' : 'line';
    const bySport = idOfParam(params.sport);
    const sport = sportOfSlug(params.menuSection) ?? (bySport ? sportInfo(bySport) : undefined);
    return {
      lng,
      pageType,
      section,
      sport,
      isUnknownSport: Boolean(params.menuSection) && !sport,
      champId: idOfParam(params.champ),
      gameId: idOfParam(params.game),
      links: sportsLinks(lng, pageType),
    };
  }, [lng, params.pageType, params.section, params.menuSection, params.sport, params.champ, params.game]);
}

/** Sports links in the page's language (home page type), for pages outside the sports route. */
export function useSportsLinks(): SportsLinks {
  const { lng } = useShell();
  return useMemo(() => sportsLinks(lng), [lng]);
}
