/**
 * Per-sport settings applied to the sports lists (spec: auth-limits §3 "per-sport settings (line, live, cyber-sport
 * filter)", RULES SPORT-012; decisions.md "Per-sport settings"). Pure functions: the hooks pass in the stored state.
 */
import type { FeedSection } from '@bf/api-client/betting';
import { CYBER_FILTER, defaultSportSettings, type CyberFilter, type SportSettings } from '../settings/betting-state.ts';
import { SPORTS } from './sports-rules.ts';

/** The stored settings of one sport, or the defaults (shown in line and live, every championship). */
export function sportSettingsIn(all: Readonly<Record<string, SportSettings>>, sportId: number): SportSettings {
  return all[String(sportId)] ?? defaultSportSettings();
}

/** The player keeps this sport in the section's lists. */
export function isSportShownIn(settings: SportSettings, section: FeedSection): boolean {
  return section === 'live' ? settings.live : settings.line;
}

/** A championship (or its game) passes a cyber filter: all, real sports only, or cyber only. */
export function passesCyberFilter(isCyber: boolean, filter: CyberFilter): boolean {
  if (filter === CYBER_FILTER.withoutCyber) return !isCyber;
  if (filter === CYBER_FILTER.onlyCyber) return isCyber;
  return true;
}

/** Sports of a menu without those the player hid in the section. */
export function shownSports<T extends { id: number }>(sports: readonly T[], section: FeedSection, all: Readonly<Record<string, SportSettings>>): T[] {
  return sports.filter((sport) => isSportShownIn(sportSettingsIn(all, sport.id), section));
}

/** A sport's championships that pass its cyber filter (both the global and the sport's own). */
export function shownChamps<T extends { sportId: number; isCyber: boolean }>(
  champs: readonly T[],
  all: Readonly<Record<string, SportSettings>>,
  globalFilter: CyberFilter = CYBER_FILTER.all,
): T[] {
  return champs.filter((champ) => passesCyberFilter(champ.isCyber, globalFilter) && passesCyberFilter(champ.isCyber, sportSettingsIn(all, champ.sportId).cyberSportFilter));
}

/**
 * Games of a mixed list (every sport's live games, top games) without the sports hidden in the section and the
 * championships their sport's cyber filter leaves out. `onlySportId` is a page of one sport the player opened on
 * purpose: its games stay even when the sport is hidden from the menus.
 */
export function shownGames<T extends { sportId: number; isCyber: boolean; isLive: boolean }>(
  games: readonly T[],
  /** The list's section; `by-game` for a list of both (top games): each game counts in its own. */
  section: FeedSection | 'by-game',
  all: Readonly<Record<string, SportSettings>>,
  { globalFilter = CYBER_FILTER.all, onlySportId }: { globalFilter?: CyberFilter; onlySportId?: number } = {},
): T[] {
  const kept = games.filter((game) => {
    const settings = sportSettingsIn(all, game.sportId);
    const gameSection = section === 'by-game' ? (game.isLive ? 'live' : 'line') : section;
    if (game.sportId !== onlySportId && !isSportShownIn(settings, gameSection)) return false;
    return passesCyberFilter(game.isCyber, globalFilter) && passesCyberFilter(game.isCyber, settings.cyberSportFilter);
  });
  // The same array when nothing was left out, so a list that did not change does not re-render its rows.
  return kept.length === games.length ? (games as T[]) : kept;
}

/** True when some sport differs from the defaults (the settings control shows it, and offers a reset). */
export function hasCustomSportSettings(all: Readonly<Record<string, SportSettings>>): boolean {
  const defaults = defaultSportSettings();
  return Object.values(all).some((s) => s.line !== defaults.line || s.live !== defaults.live || s.cyberSportFilter !== defaults.cyberSportFilter);
}

/** Sports whose settings a player can change: every sport of the catalog; e-sports has no cyber filter (all of it is cyber). */
export const CONFIGURABLE_SPORTS = SPORTS.map((sport) => ({ ...sport, hasCyberFilter: sport.key !== 'esports' }));
