import type { ChampVariant, SportSlug } from './catalog-types.ts';
import type { CountUnit, PeriodWord } from './i18n.ts';
import { sportRules, type SportRules } from './sport-rules.ts';

/** What a sport's markets count and call things. */
export interface SportContext {
  sport: SportSlug;
  variant?: ChampVariant;
  rules: SportRules;
  /** Whether the main market has a draw (1X2) rather than a winner. */
  draws: boolean;
  /** What totals and handicaps count; undefined when only sets/maps are counted (MOBA esports). */
  unit?: CountUnit;
  /** What a set is called (set sports and esports). */
  setUnit?: 'sets' | 'maps';
  periodWord: PeriodWord;
}

const contexts = new Map<string, SportContext>();

/** A sport's context (cached: the engine's hot loops reuse the same rules object). */
export function sportContext(sport: SportSlug, variant?: ChampVariant): SportContext {
  const key = `${sport}:${variant ?? ''}`;
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = buildContext(sport, variant);
    contexts.set(key, ctx);
  }
  return ctx;
}

function buildContext(sport: SportSlug, variant?: ChampVariant): SportContext {
  const rules = sportRules(sport, variant);
  switch (sport) {
    case 'football':
      return { sport, variant, rules, draws: true, unit: 'goals', periodWord: 'half' };
    case 'ice-hockey':
      return { sport, variant, rules, draws: true, unit: 'goals', periodWord: 'period' };
    case 'basketball':
      return { sport, variant, rules, draws: false, unit: 'points', periodWord: 'quarter' };
    case 'tennis':
      return { sport, variant, rules, draws: false, unit: 'games', setUnit: 'sets', periodWord: 'set' };
    case 'volleyball':
    case 'table-tennis':
      return { sport, variant, rules, draws: false, unit: 'points', setUnit: 'sets', periodWord: 'set' };
    case 'esports':
      return { sport, variant, rules, draws: false, unit: variant === 'moba' ? undefined : 'rounds', setUnit: 'maps', periodWord: 'map' };
    case 'mma':
      return { sport, variant, rules, draws: false, unit: 'rounds', periodWord: 'set' };
  }
}
