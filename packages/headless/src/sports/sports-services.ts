/**
 * What every sports hook shares within one render root: the feed client, the live-odds and selection stores, the
 * settings the player chose (odds format, grouping by country) and the multi-live picks. No React here.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import { createHttpClient } from '@bf/api-client/http';
import type { BettingApi } from '@bf/api-client/betting';
import { lazyApi } from '../session/lazy-api.ts';
import { browserStorage, type KeyValueStorage } from '../env/browser-storage.ts';
import { createSettingsStore, isTimeZoneOffset, type SettingsStore, type SiteSettingsDefaults } from '../settings/global-settings.ts';
import { createBettingStore, type BettingStore } from '../settings/betting-state.ts';
import { createLiveOddsStore, type LiveOddsStore } from './live-odds-store.ts';
import { createSelectionStore, type SelectionStore } from './selection-store.ts';
import { createShareCache, type ShareCache } from './game-share.ts';

/** Where the player's sports settings are kept in the browser. */
export const SPORTS_SETTINGS_KEY = 'bf-settings';
/** Where the multi-live picks are kept. */
export const MULTI_LIVE_KEY = 'bf-multi-live';
/** The betting state (time filter, per-sport settings…) kept in this browser. */
export const BETTING_STATE_KEY = 'bf-betting-state';
/** Most games the multi-live view shows side by side. */
export const MULTI_LIVE_MAX = 4;

/** The multi-live picks: game ids in the order they were picked; a Valtio proxy. */
export interface MultiLiveState {
  gameIds: number[];
}

/** The player's time-zone choice; a Valtio proxy. */
export interface TimeZoneChoice {
  hours: number | null;
}

export interface SportsServices {
  api: BettingApi;
  odds: LiveOddsStore;
  selection: SelectionStore;
  settings: SettingsStore;
  /**
   * The odds format the page was rendered with (site defaults and cookies, before the player's saved choice): what
   * a part of the page that hydrates after `restore()` must render first to match the server's HTML.
   */
  renderedOddsFormat: number;
  betting: BettingStore;
  share: ShareCache;
  multi: MultiLiveState;
  /** The time zone the player chose in the office settings, hours from UTC; null: the browser's own zone. */
  zone: TimeZoneChoice;
  /** The clock of movement flags and time filters. */
  now(): number;
  /**
   * Reads the saved settings and multi-live picks once and saves later changes. Call it after hydration: the
   * server render and the first client render both use the defaults, so they match.
   */
  restore(): void;
}

export interface SportsServicesOptions {
  api?: BettingApi;
  fetch?: typeof fetch;
  storage?: KeyValueStorage | null;
  now?: () => number;
  /** The site's settings for a new player (site config `settingsDefaults`), applied before the player's own. */
  siteDefaults?: SiteSettingsDefaults | null;
  /** The 12-hour clock of the `is12h` cookie the page was rendered with, so server and browser start alike. */
  is12h?: boolean;
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** Game ids from anything stored: positive integers, no repeats, at most {@link MULTI_LIVE_MAX}. */
export function parseMultiLive(value: unknown): number[] {
  const ids = Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  return [...new Set(ids)].slice(0, MULTI_LIVE_MAX);
}

/** Fresh sports services: one per render root, never shared between requests. */
export function createSportsServices({ api, fetch, storage, now = Date.now, siteDefaults, is12h }: SportsServicesOptions = {}): SportsServices {
  const settings = createSettingsStore();
  // spec: auth-limits §5, a site default counts only if it is in its allowed list (SPORT-008). Applied on the server
  // and in the browser alike, so the first render matches; the player's saved choice overrides it in restore().
  if (siteDefaults) settings.applySiteDefaults(siteDefaults);
  if (is12h !== undefined) settings.set12h(is12h);
  const multi = proxy<MultiLiveState>({ gameIds: [] });
  const zone = proxy<TimeZoneChoice>({ hours: null });
  const betting = createBettingStore();
  let isRestored = false;
  return {
    // The feed calls load with the first poll: the first view renders from the server's data.
    api: api ?? lazyApi<BettingApi>(() => import('@bf/api-client/betting/api').then((m) => m.createBettingApi(createHttpClient({ baseUrl: '', ...(fetch ? { fetch } : {}) })))),
    odds: createLiveOddsStore({ now }),
    selection: createSelectionStore(),
    settings,
    renderedOddsFormat: settings.state.coefViewId,
    betting,
    share: createShareCache(),
    multi,
    zone,
    now,
    restore() {
      if (isRestored) return;
      isRestored = true;
      const store = storage === undefined ? browserStorage() : storage;
      const saved = readJson(store, SPORTS_SETTINGS_KEY);
      if (saved && typeof saved === 'object') {
        const { coefViewId, isGroupByCountry, appViewType, is12h, timeZone } = saved as Record<string, unknown>;
        // The view type first: it decides which odds formats are allowed (SPORT-007).
        if (appViewType !== undefined) settings.setViewType(appViewType);
        if (coefViewId !== undefined) settings.setOddsFormat(coefViewId);
        if (typeof is12h === 'boolean') settings.set12h(is12h);
        if (isTimeZoneOffset(timeZone)) zone.hours = timeZone;
        if (typeof isGroupByCountry === 'boolean') settings.state.isGroupByCountry = isGroupByCountry;
      }
      multi.gameIds = parseMultiLive(readJson(store, MULTI_LIVE_KEY));
      const savedBetting = readJson(store, BETTING_STATE_KEY);
      if (savedBetting !== undefined && savedBetting !== null) betting.load(savedBetting);
      subscribe(betting.state, () => writeJson(store, BETTING_STATE_KEY, betting.state));
      const save = () => {
        const previous = readJson(store, SPORTS_SETTINGS_KEY);
        const base = previous && typeof previous === 'object' ? previous : {};
        const { coefViewId, isGroupByCountry, appViewType, is12h } = settings.state;
        writeJson(store, SPORTS_SETTINGS_KEY, { ...base, coefViewId, isGroupByCountry, appViewType, is12h, timeZone: zone.hours });
      };
      subscribe(settings.state, save);
      subscribe(zone, save);
      subscribe(multi, () => writeJson(store, MULTI_LIVE_KEY, multi.gameIds));
    },
  };
}
