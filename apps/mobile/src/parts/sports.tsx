import { memo } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { TopBlockModel } from '@bf/headless/screens/home';
import type { ChampBlockModel, ChampLineModel, GameRowModel, LineKey, MarketGroupModel, OddsCellModel, SportsControlsModel } from '@bf/headless/screens/sports-section';
import { FeedView, MarketGroups as SharedMarketGroups, TopBlocks as SharedTopBlocks } from '@bf/screens/parts/sports-parts';
import { SportIcon } from '@bf/ui-mobile/components';
import { ChampBlock, ControlsRow, CountryFlag, GameRow, OddsButton, SelectControl, SportSettingsPanel, SwitchControl } from '@bf/ui-mobile/sports';

export { FeedView, GameScoreboard, SportsPage } from '@bf/screens/parts/sports-parts';

/** One outcome's button; its leaf model re-renders it alone when its price, movement or coupon state changes. */
export const OddsCell = memo(function OddsCell({ cell }: { cell: OddsCellModel }) {
  const odds = cell.useModel();
  return <OddsButton label={odds.label} text={odds.text} caption={cell.caption ?? cell.name} layout={cell.caption === undefined ? 'inline' : 'stacked'} direction={odds.direction} isSelected={odds.isSelected} isLocked={odds.isLocked} isDisabled={odds.isDisabled} onToggle={odds.onPress} />;
});

/** The market a phone list shows on its cards: the main one, or the total or handicap the switch picked. */
export type CardMarket = 'main' | LineKey;

/** One game card with the picked market's buttons (a dash where the game has no such line); same model, no re-render. */
export const GameListRow = memo(function GameListRow({ row, market }: { row: GameRowModel; market: CardMarket }) {
  const cells = market === 'main' ? row.odds : row.lines[market];
  return (
    <GameRow
      href={row.href}
      team1={row.team1}
      team2={row.team2}
      crests={row.crests}
      score={row.score}
      pointScore={row.pointScore}
      server={row.server}
      time={row.time}
      oddsCount={market === 'main' ? row.oddsCount : 2}
      odds={cells ? cells.map((cell) => <OddsCell key={cell.key} cell={cell} />) : <span aria-hidden="true" className="col-span-2 h-11 text-center leading-[44px] text-muted">—</span>}
      more={row.more}
    />
  );
});

/** A championship's cards under one sticky head, showing the picked market. */
export function ChampGames({ block, market = 'main' }: { block: ChampBlockModel; market?: CardMarket }) {
  return (
    <HydrationSlice>
      <ChampBlock title={block.title} href={block.href} mark={'country' in block.mark ? <CountryFlag code={block.mark.country} /> : <SportIcon sport={block.mark.sportIcon} className="size-4 text-muted" />} meta={block.meta}>
        {block.rows.map((row) => (
          <GameListRow key={row.key} row={row} market={market} />
        ))}
      </ChampBlock>
    </HydrationSlice>
  );
}

/** A championship of a sport's line, loading its own games. */
export const ChampLine = memo(function ChampLine({ line, market }: { line: ChampLineModel; market: CardMarket }) {
  const { feed, block } = line.useModel();
  if (feed.status === 'ready' && !block) return null;
  return <FeedView feed={feed}>{block && <ChampGames block={block} market={market} />}</FeedView>;
});


/** The page's settings in one row (odds format, grouping by country), then "My sports" where the model offers it. */
export function SportsControls({ controls }: { controls: SportsControlsModel }) {
  const { grouping, oddsFormat, sportSettings } = controls;
  return (
    <>
      <ControlsRow>
        <SelectControl label={oddsFormat.label} value={oddsFormat.value} options={oddsFormat.options} onChange={oddsFormat.onChange} />
        {grouping && <SwitchControl label={grouping.label} checked={grouping.checked} onChange={grouping.onChange} />}
      </ControlsRow>
      {sportSettings && <SportSettingsPanel {...sportSettings} />}
    </>
  );
}

/** A game's market groups over this app's odds cells. */
export function MarketGroups({ groups }: { groups: readonly MarketGroupModel[] }) {
  return <SharedMarketGroups groups={groups} Cell={OddsCell} />;
}

/** The home page's "Top live" and "Top line" blocks over this app's lists. */
export function TopBlocks({ blocks }: { blocks: readonly TopBlockModel[] }) {
  return <SharedTopBlocks blocks={blocks} Champ={ChampGames} />;
}
