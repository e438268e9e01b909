/**
 * Betting state (spec: auth-limits §3 "Betting state", per-sport settings; §9 time filter ids; RULES SPORT-009..017):
 * what the sports lists show, a parser for its stored form, and a Valtio store. No React here.
 */
import { isRecord, oneOf, orDefault } from '../env/guards.ts';
import { proxy } from 'valtio/vanilla';

/** currentBettingType: live events or the line (pre-match). */
export type BettingType = 'live' | 'line';
export const BETTING_TYPES: readonly BettingType[] = ['live', 'line'];

/** Time filter ids (spec: auth-limits §9). */
export const TIME_FILTER = { all: 0, upcoming: 1, firstPeriod: 2, secondPeriod: 3, recommended: 6 } as const;
export type TimeFilterId = (typeof TIME_FILTER)[keyof typeof TIME_FILTER];
export const TIME_FILTER_IDS: readonly TimeFilterId[] = [0, 1, 2, 3, 6];

/** Cyber filter: every event, real sports only, or cyber sports only. */
export const CYBER_FILTER = { all: 0, withoutCyber: 1, onlyCyber: 2 } as const;
export type CyberFilter = (typeof CYBER_FILTER)[keyof typeof CYBER_FILTER];
export const CYBER_FILTERS: readonly CyberFilter[] = [0, 1, 2];

/** Per-sport settings (spec: auth-limits §3): shown in the line, shown in live, and its cyber-sport filter. */
export interface SportSettings {
  line: boolean;
  live: boolean;
  cyberSportFilter: CyberFilter;
}

/** The betting state of the sports pages. */
export interface BettingState {
  /** Live or line; the line by default. */
  currentBettingType: BettingType;
  /** Group the lists by categories. */
  isGroupByCategories: boolean;
  cyberFilter: CyberFilter;
  /** The wide scoreboard on game pages. */
  isWideScoreboard: boolean;
  /** Show upcoming events. */
  isUpcomingEvents: boolean;
  /** Only events with a video stream. */
  isOnlyWithVideos: boolean;
  /** Market type ids the player filtered, as the comma string the spec stores (`"1,7,17"`). */
  filteredMarkets: string;
  timeFilter: TimeFilterId;
  /** Settings per sport id. */
  sportSettings: Record<string, SportSettings>;
}

/** A fresh betting state with the defaults. */
export function defaultBettingState(): BettingState {
  return {
    currentBettingType: 'line',
    isGroupByCategories: false,
    cyberFilter: CYBER_FILTER.all,
    isWideScoreboard: false,
    isUpcomingEvents: false,
    isOnlyWithVideos: false,
    filteredMarkets: '',
    timeFilter: TIME_FILTER.all,
    sportSettings: {},
  };
}

/** The settings a sport has when the player never changed them: in line and live, no cyber filter. */
export function defaultSportSettings(): SportSettings {
  return { line: true, live: true, cyberSportFilter: CYBER_FILTER.all };
}

/**
 * Market ids from the stored comma string: positive integers only, first occurrence kept, garbage dropped.
 * @example parseFilteredMarkets(' 7, 1,x,7 ') // [7, 1]
 */
export function parseFilteredMarkets(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

/** The comma string for a list of market ids (invalid and repeated ids dropped). */
export function serializeFilteredMarkets(ids: readonly number[]): string {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].join(',');
}

const DEFAULTS = defaultBettingState();
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const SPORT_ID_KEY = /^\d{1,9}$/;

/** One sport's settings from anything: each field falls back to its own default (in line and live, no cyber filter). */
function sportSettingsFrom(input: unknown): SportSettings {
  const value = isRecord(input) ? input : {};
  return {
    line: orDefault(value.line, isBoolean, true),
    live: orDefault(value.live, isBoolean, true),
    // The listed member, not the input: -0 equals 0 but would be stored as -0.
    cyberSportFilter: oneOf(CYBER_FILTERS, value.cyberSportFilter) ?? CYBER_FILTER.all,
  };
}

/** Sport settings by sport id: every key a sport id and every value an object, else none at all. */
function sportSettingsMapFrom(input: unknown): Record<string, SportSettings> {
  if (!isRecord(input)) return {};
  const out: Record<string, SportSettings> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!SPORT_ID_KEY.test(key) || !isRecord(value)) return {};
    out[key] = sportSettingsFrom(value);
  }
  return out;
}

/** A betting state from anything stored: always complete and valid. */
export function parseBettingState(input: unknown): BettingState {
  // Checked with guards, not a schema: the stored state is read in the first render (docs/decisions.md
  // "No validator in the first load"). Anything missing or malformed takes its default, field by field.
  if (!isRecord(input)) return defaultBettingState();
  return {
    currentBettingType: oneOf(BETTING_TYPES, input.currentBettingType) ?? DEFAULTS.currentBettingType,
    isGroupByCategories: orDefault(input.isGroupByCategories, isBoolean, DEFAULTS.isGroupByCategories),
    cyberFilter: oneOf(CYBER_FILTERS, input.cyberFilter) ?? DEFAULTS.cyberFilter,
    isWideScoreboard: orDefault(input.isWideScoreboard, isBoolean, DEFAULTS.isWideScoreboard),
    isUpcomingEvents: orDefault(input.isUpcomingEvents, isBoolean, DEFAULTS.isUpcomingEvents),
    isOnlyWithVideos: orDefault(input.isOnlyWithVideos, isBoolean, DEFAULTS.isOnlyWithVideos),
    filteredMarkets: typeof input.filteredMarkets === 'string' ? serializeFilteredMarkets(parseFilteredMarkets(input.filteredMarkets)) : DEFAULTS.filteredMarkets,
    timeFilter: oneOf(TIME_FILTER_IDS, input.timeFilter) ?? DEFAULTS.timeFilter,
    sportSettings: sportSettingsMapFrom(input.sportSettings),
  };
}

/** The betting store: a Valtio proxy and its actions. */
export interface BettingStore {
  readonly state: BettingState;
  /** Live or line; other values are ignored. */
  setBettingType(type: unknown): void;
  /** One of the time filter ids; other values are ignored. */
  setTimeFilter(id: unknown): void;
  setCyberFilter(filter: unknown): void;
  /** Stores the market ids as the comma string. */
  setFilteredMarkets(ids: readonly number[]): void;
  /** The filtered market ids, parsed from the comma string. */
  filteredMarketIds(): number[];
  /** Changes some of a sport's settings. */
  setSportSettings(sportId: number, settings: Partial<SportSettings>): void;
  /** A sport's settings, or the defaults when it has none. */
  sportSettingsOf(sportId: number): SportSettings;
  /** Every sport back to its defaults. */
  resetSportSettings(): void;
  /** Takes a stored state (parsed: anything malformed becomes its default). */
  load(stored: unknown): void;
}

/** A fresh betting store per call. */
export function createBettingStore(initial?: unknown): BettingStore {
  const state = proxy(parseBettingState(initial));
  const sportSettingsOf = (sportId: number): SportSettings => ({ ...(state.sportSettings[String(sportId)] ?? defaultSportSettings()) });
  return {
    state,
    setBettingType(type) {
      if (BETTING_TYPES.some((t) => t === type)) state.currentBettingType = type as BettingType;
    },
    setTimeFilter(id) {
      if (TIME_FILTER_IDS.some((t) => t === id)) state.timeFilter = id as TimeFilterId;
    },
    setCyberFilter(filter) {
      if (CYBER_FILTERS.some((f) => f === filter)) state.cyberFilter = filter as CyberFilter;
    },
    setFilteredMarkets(ids) {
      state.filteredMarkets = serializeFilteredMarkets(ids);
    },
    filteredMarketIds() {
      return parseFilteredMarkets(state.filteredMarkets);
    },
    setSportSettings(sportId, settings) {
      if (!Number.isSafeInteger(sportId) || sportId < 0) return;
      const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
      // Parsing the merge turns a bad value into the default instead of storing it.
      state.sportSettings[String(sportId)] = sportSettingsFrom({ ...sportSettingsOf(sportId), ...changes });
    },
    sportSettingsOf,
    resetSportSettings() {
      state.sportSettings = {};
    },
    load(stored) {
      Object.assign(state, parseBettingState(stored));
    },
  };
}
