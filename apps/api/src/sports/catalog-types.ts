import type { Localized } from './i18n.ts';

/** The engines a sport can run on (see `engine.ts`). */
export type SportSlug = 'football' | 'tennis' | 'basketball' | 'ice-hockey' | 'volleyball' | 'table-tennis' | 'esports' | 'mma';

export interface CatalogSport {
  id: number;
  slug: SportSlug;
  names: Localized;
  /** How many live games the simulator keeps going in this sport (the total is about 40). */
  liveTarget: number;
}

export interface CatalogChamp {
  id: number;
  sportId: number;
  /** ISO 3166-1 alpha-2, or null for an international competition. */
  country: string | null;
  names: Localized;
  /** Top competitions: a share of their games is marked top. */
  isTop: boolean;
  /** Engine settings that differ by competition (e.g. NBA quarters are 12 minutes, best of 5 sets). */
  variant?: ChampVariant;
  /** A cyber competition of a real sport (players at a console): the per-sport cyber filter shows or hides it (SPORT-012). */
  isCyber?: boolean;
  teams: readonly Localized[];
}

export type ChampVariant = 'nba' | 'wta' | 'challenger' | 'cs' | 'moba' | 'valorant';
