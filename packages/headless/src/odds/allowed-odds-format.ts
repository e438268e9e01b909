/**
 * Which odds format, view type and markets name type a player may have (spec: auth-limits §5; RULES SPORT-006..008).
 * Pure functions, no React.
 */
import { ODDS_FORMAT, ODDS_FORMAT_IDS, isOddsFormatId } from './odds-format.ts';
import type { OddsFormatId } from './odds-format.ts';

/** appViewType (spec: auth-limits §3): 0 European, 1 Asian. */
export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
export type AppViewType = (typeof APP_VIEW_TYPE)[keyof typeof APP_VIEW_TYPE];
/** The view types a site may offer. */
export const APP_VIEW_TYPES: readonly AppViewType[] = [0, 1];

/** marketsNameType: short market names (the default, spec: auth-limits §3) or full ones. */
export type MarketsNameType = 'short' | 'full';
export const MARKETS_NAME_TYPES: readonly MarketsNameType[] = ['short', 'full'];

/**
 * The formats the Asian view shows: decimal and its 3-place form, and the three Asian styles.
 * Fractional, American, probability and exact fractions are European/US conventions and become Hong Kong there.
 */
export const ASIAN_VIEW_ODDS_FORMATS: readonly OddsFormatId[] = [
  ODDS_FORMAT.decimal,
  ODDS_FORMAT.hongKong,
  ODDS_FORMAT.indonesian,
  ODDS_FORMAT.malay,
  ODDS_FORMAT.decimalPrecise,
];

/** Where a format the Asian view does not show goes. */
export const ASIAN_VIEW_FALLBACK_FORMAT: OddsFormatId = ODDS_FORMAT.hongKong;

/** The allowed formats: those of `allowed` that exist, always with decimal (the price the server sends). */
export function allowedOddsFormats(allowed: readonly number[] = ODDS_FORMAT_IDS): OddsFormatId[] {
  return ODDS_FORMAT_IDS.filter((id) => id === ODDS_FORMAT.decimal || allowed.includes(id));
}

/**
 * Adjusts a format for the view type: the European view shows every allowed format; the Asian view keeps
 * decimal, 3-place decimal, Hong Kong, Indonesian and Malay and shows Hong Kong instead of the others
 * (decimal when the site does not allow Hong Kong).
 */
export function adjustOddsFormatForView(formatId: OddsFormatId, viewType: AppViewType, allowed: readonly number[] = ODDS_FORMAT_IDS): OddsFormatId {
  if (viewType !== APP_VIEW_TYPE.asian || ASIAN_VIEW_ODDS_FORMATS.includes(formatId)) return formatId;
  return allowedOddsFormats(allowed).includes(ASIAN_VIEW_FALLBACK_FORMAT) ? ASIAN_VIEW_FALLBACK_FORMAT : ODDS_FORMAT.decimal;
}

export interface ResolveOddsFormatOptions {
  /** The format in force now; kept when the requested one is not allowed (default decimal). */
  previous?: number;
  /** appViewType (default European). */
  viewType?: AppViewType;
  /** Format ids the site allows (default all); decimal is always allowed. */
  allowed?: readonly number[];
}

/**
 * The odds format to use: the requested id if it is allowed, else the previous one (else decimal) —
 * spec: auth-limits §5 "must be among the allowed values, else ignored" — then adjusted for the view type.
 * @example resolveOddsFormat(1, { viewType: 1 }) // 4: fractional becomes Hong Kong in the Asian view
 */
export function resolveOddsFormat(requested: unknown, { previous = ODDS_FORMAT.decimal, viewType = APP_VIEW_TYPE.european, allowed = ODDS_FORMAT_IDS }: ResolveOddsFormatOptions = {}): OddsFormatId {
  const formats: readonly number[] = allowedOddsFormats(allowed);
  const isAllowed = (id: unknown): id is OddsFormatId => isOddsFormatId(id) && formats.includes(id);
  const chosen = isAllowed(requested) ? requested : isAllowed(previous) ? previous : ODDS_FORMAT.decimal;
  return adjustOddsFormatForView(chosen, viewType, allowed);
}

/** A site-default view type, accepted only if in the allowed list (spec: auth-limits §5); otherwise `fallback`. */
export function acceptViewType(value: unknown, fallback: AppViewType, allowed: readonly number[] = APP_VIEW_TYPES): AppViewType {
  return APP_VIEW_TYPES.some((type) => type === value) && allowed.includes(value as number) ? (value as AppViewType) : fallback;
}

/** A site-default markets name type, accepted only if in the allowed list (spec: auth-limits §5); otherwise `fallback`. */
export function acceptMarketsNameType(value: unknown, fallback: MarketsNameType, allowed: readonly string[] = MARKETS_NAME_TYPES): MarketsNameType {
  return MARKETS_NAME_TYPES.some((type) => type === value) && allowed.includes(value as string) ? (value as MarketsNameType) : fallback;
}
