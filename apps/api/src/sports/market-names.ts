import { FIRST_PERIOD, HANDICAP_NAMES, mapLocalized, same, TOTAL_NAMES, WORDS, type Localized } from './i18n.ts';
import { MARKET_GROUPS, type MarketGroup, type MarketType } from './markets.ts';
import type { SportContext } from './sport-context.ts';

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** A market's display name in every language. */
export function marketName(ctx: SportContext, type: MarketType, team1: Localized, team2: Localized): Localized {
  switch (type) {
    case '1x2':
      return ctx.sport === 'ice-hockey' ? WORDS.regularTime : WORDS.matchResult;
    case 'winner':
      return WORDS.winner;
    case 'winner_ot':
      return WORDS.winnerOvertime;
    case 'double_chance':
      return WORDS.doubleChance;
    case 'total':
      return TOTAL_NAMES[ctx.unit ?? 'goals'];
    case 'total_sets':
      return TOTAL_NAMES[ctx.setUnit ?? 'sets'];
    case 'handicap':
      return HANDICAP_NAMES[ctx.unit ?? 'goals'];
    case 'set_handicap':
      return HANDICAP_NAMES[ctx.setUnit ?? 'sets'];
    case 'btts':
      return WORDS.btts;
    case 'team1_total':
    case 'team2_total': {
      const team = type === 'team1_total' ? team1 : team2;
      return mapLocalized((lang) => `${team[lang]}: ${WORDS.teamTotal[lang]}`);
    }
    case 'correct_score':
      return WORDS.correctScore;
    case 'first_period': {
      const what = ctx.draws || ctx.rules.kind === 'timed' ? WORDS.matchResult : WORDS.winner;
      return mapLocalized((lang) => `${FIRST_PERIOD[ctx.periodWord][lang]}. ${what[lang]}`);
    }
    case 'method':
      return WORDS.method;
    case 'distance':
      return WORDS.distance;
  }
}

/** The name of a market group as a sport shows it (the result group is "Winner" where there is no draw). */
export function groupName(ctx: SportContext, group: MarketGroup): Localized {
  if (group === 'result' && !ctx.draws) return WORDS.winner;
  if (group === 'first_period') return FIRST_PERIOD[ctx.periodWord];
  return MARKET_GROUPS[group].names;
}

/** An outcome's display name in every language. */
export function outcomeName(type: MarketType, outcome: string, param: number | null): Localized {
  const line = param ?? 0;
  switch (type) {
    case 'total':
    case 'total_sets':
    case 'team1_total':
    case 'team2_total': {
      const word = outcome === 'over' ? WORDS.over : WORDS.under;
      return mapLocalized((lang) => `${word[lang]} ${line}`);
    }
    case 'handicap':
    case 'set_handicap':
      return same(outcome === '1' ? `1 (${signed(line)})` : `2 (${signed(-line)})`);
    case 'btts':
    case 'distance':
      return outcome === 'yes' ? WORDS.yes : WORDS.no;
    case 'correct_score':
      return outcome === 'other' ? WORDS.anyOther : same(outcome);
    case 'method': {
      const side = outcome.slice(0, 1);
      const how = outcome.slice(1);
      if (how === 'ko') return same(`${side} KO/TKO`);
      const word = how === 'sub' ? WORDS.submission : WORDS.decision;
      return mapLocalized((lang) => `${side} ${word[lang]}`);
    }
    default:
      return same(outcome);
  }
}
