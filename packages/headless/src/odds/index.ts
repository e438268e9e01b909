export {
  ODDS_FORMAT,
  ODDS_FORMAT_IDS,
  NO_ODDS,
  MAX_DECIMAL_ODDS,
  FRACTIONAL_LADDER,
  isOddsFormatId,
  isValidDecimalOdds,
  formatOdds,
  toFractional,
  nearestLadderPrice,
  exactFraction,
  fractionToDecimal,
  toAmerican,
  americanToDecimal,
} from './odds-format.ts';
export type { OddsFormatId, OddsFraction, FormatOddsOptions } from './odds-format.ts';
export {
  APP_VIEW_TYPE,
  APP_VIEW_TYPES,
  MARKETS_NAME_TYPES,
  ASIAN_VIEW_ODDS_FORMATS,
  ASIAN_VIEW_FALLBACK_FORMAT,
  allowedOddsFormats,
  adjustOddsFormatForView,
  resolveOddsFormat,
  acceptViewType,
  acceptMarketsNameType,
} from './allowed-odds-format.ts';
export type { AppViewType, MarketsNameType, ResolveOddsFormatOptions } from './allowed-odds-format.ts';
export {
  ODDS_MOVED_HOLD_MS,
  oddsDirection,
  initialOddsMovement,
  nextOddsMovement,
  isOddsMoved,
  shownOddsDirection,
  oddsMovedRemainingMs,
} from './odds-movement.ts';
export type { OddsDirection, OddsMovement } from './odds-movement.ts';
