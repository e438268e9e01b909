/**
 * Betting state (spec: auth-limits §3 "Betting state", per-sport settings; §9 time filter ids; RULES SPORT-009..017):
 * what the sports lists show, a schema for its stored form, and a Valtio store. No React here.
 */
import * as z from 'zod/mini';
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

// The listed member, not the input: -0 passes a literal 0 check but would be stored as -0.
const oneOf = <T extends number | string>(values: readonly T[]) =>
  z.pipe(
    z.literal(values),
    z.transform((value) => values.find((member) => member === value) as T),
  );
const DEFAULTS = defaultBettingState();

const sportSettingsSchema = z.lazy(() => z.object({
  line: z.catch(z.boolean(), true),
  live: z.catch(z.boolean(), true),
  cyberSportFilter: z.catch(oneOf<CyberFilter>(CYBER_FILTERS), CYBER_FILTER.all),
}));

/** Validates a stored betting state; anything missing or malformed takes its default. */
export const bettingStateSchema = z.lazy(() => z.catch(
  z.object({
    currentBettingType: z.catch(oneOf<BettingType>(BETTING_TYPES), DEFAULTS.currentBettingType),
    isGroupByCategories: z.catch(z.boolean(), DEFAULTS.isGroupByCategories),
    cyberFilter: z.catch(oneOf<CyberFilter>(CYBER_FILTERS), DEFAULTS.cyberFilter),
    isWideScoreboard: z.catch(z.boolean(), DEFAULTS.isWideScoreboard),
    isUpcomingEvents: z.catch(z.boolean(), DEFAULTS.isUpcomingEvents),
    isOnlyWithVideos: z.catch(z.boolean(), DEFAULTS.isOnlyWithVideos),
    filteredMarkets: z.catch(
      z.pipe(z.string(), z.transform((value) => serializeFilteredMarkets(parseFilteredMarkets(value)))),
      DEFAULTS.filteredMarkets,
    ),
    timeFilter: z.catch(oneOf<TimeFilterId>(TIME_FILTER_IDS), DEFAULTS.timeFilter),
    sportSettings: z.catch(z.record(z.string().check(z.regex(/^\d{1,9}$/)), sportSettingsSchema), () => ({})),
  }),
  defaultBettingState,
));

/** A betting state from anything stored: always complete and valid. */
export function parseBettingState(input: unknown): BettingState {
  return bettingStateSchema.parse(input);
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
      state.sportSettings[String(sportId)] = sportSettingsSchema.parse({ ...sportSettingsOf(sportId), ...changes });
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
