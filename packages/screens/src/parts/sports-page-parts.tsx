import { memo, type ReactNode } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { BreadcrumbsModel, ChampLineModel, MarketGroupModel, ScoreboardModel, SportsControlsModel } from '@bf/headless/screens/sports-section';
import { Breadcrumbs, ControlsRow, MarketGroupCard, MarketRow, Scoreboard, SelectControl, SportSettingsPanel, SwitchControl } from '@kit/sports';
import { ChampGames, FeedView, OddsCell, type CardMarket } from './sports-parts.tsx';

// The parts of the sports section, game and multi-live pages that home does not draw: they load with those pages.

/** A game's scoreboard (a game page under its trail, or a multi-live column when compact). */
export function GameScoreboard({ board, size = 'page', action, trail }: { board: ScoreboardModel; size?: 'page' | 'compact'; action?: ReactNode; trail?: BreadcrumbsModel }) {
  return (
    <>
      {trail && <Breadcrumbs label={trail.label} items={trail.items} />}
      {size === 'page' && <h1 className="sr-only">{board.teams}</h1>}
      <Scoreboard size={size} sportIcon={board.sportIcon} champ={board.champ} team1={board.team1} team2={board.team2} crests={board.crests} score={board.score} status={board.status} isLive={board.isLive} liveLabel={board.liveLabel} server={board.server} periods={board.periods} notes={board.notes} action={action} />
    </>
  );
}

/** A championship of a sport's line, loading its own games. */
export const ChampLine = memo(function ChampLine({ line, market }: { line: ChampLineModel; market: CardMarket }) {
  const { feed, block } = line.useModel();
  if (feed.status === 'ready' && !block) return null;
  return <FeedView feed={feed}>{block && <ChampGames block={block} market={market} />}</FeedView>;
});

/** The page's settings (odds format, grouping by country, in the kit's order), then "My sports" where the model offers it. */
export function SportsControls({ controls }: { controls: SportsControlsModel }) {
  const { grouping, oddsFormat, sportSettings } = controls;
  return (
    <>
      <ControlsRow
        select={<SelectControl label={oddsFormat.label} value={oddsFormat.value} options={oddsFormat.options} onChange={oddsFormat.onChange} />}
        toggle={grouping && <SwitchControl label={grouping.label} checked={grouping.checked} onChange={grouping.onChange} />}
      />
      {sportSettings && <SportSettingsPanel {...sportSettings} />}
    </>
  );
}

/** A game's market groups, each in its own hydration slice, each odds cell a leaf. */
export function MarketGroups({ groups }: { groups: readonly MarketGroupModel[] }) {
  return groups.map((group) => (
    <HydrationSlice key={group.key}>
      <MarketGroupCard title={group.title} defaultOpen={group.defaultOpen}>
        {group.markets.map((market) => (
          <MarketRow key={market.key} name={market.name} columns={market.columns}>
            {market.odds.map((cell) => (
              <OddsCell key={cell.key} cell={cell} />
            ))}
          </MarketRow>
        ))}
      </MarketGroupCard>
    </HydrationSlice>
  ));
}
