import { useCallback } from 'react';
import { marketTitle } from './sports-rules.ts';
import type { SportsGame, SportsGameDetail } from './sports-types.ts';
import { useOutcomeCaption } from './use-odds-button.ts';
import { oddsCell, type OddsCellModel } from './list-models.ts';

/** A market of a game page or a multi-live column. */
export interface MarketRowModel {
  key: string;
  /** The market's name, left out where the group's title or the row above already says it. */
  name: string | undefined;
  /** 1 to 3 odds columns. */
  columns: number;
  odds: OddsCellModel[];
}

export interface MarketGroupModel {
  key: string;
  title: string;
  defaultOpen: boolean;
  markets: MarketRowModel[];
}

/** The market groups of a game, each odds cell captioned ("Draw", the team, "Over 2.5"). */
export function useMarketGroups() {
  const caption = useOutcomeCaption();
  return useCallback(
    (game: SportsGame & Pick<SportsGameDetail, 'groups'>, pageType: string, limits: { groups?: number; markets?: number; open?: number } = {}): MarketGroupModel[] =>
      game.groups.slice(0, limits.groups).map((group, groupIndex) => ({
        key: String(group.id),
        title: group.name,
        defaultOpen: limits.open === undefined || groupIndex < limits.open,
        markets: group.markets.slice(0, limits.markets).map((market, index) => ({
          key: String(market.id),
          name: marketTitle(group, index),
          columns: market.outcomes.length > 3 ? 3 : market.outcomes.length,
          odds: market.outcomes.map((outcome) => oddsCell(game, market, outcome, pageType, caption(game, market, outcome))),
        })),
      })),
    [caption],
  );
}
