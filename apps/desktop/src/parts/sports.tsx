import { memo } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { TopBlockModel } from '@bf/headless/screens/home';
import type { ChampBlockModel, ChampLineModel, GameRowModel, MarketGroupModel, OddsCellModel, SportsControlsModel } from '@bf/headless/screens/sports-section';
import { FeedView, MarketGroups as SharedMarketGroups, TopBlocks as SharedTopBlocks } from '@bf/screens/parts/sports-parts';
import { SportIcon } from '@bf/ui-desktop/components';
import { ChampBlock, CountryFlag, GameRow, OddsButton, SelectControl, SportSettingsPanel, SwitchControl } from '@bf/ui-desktop/sports';

export { FeedView, GameScoreboard, SportsPage } from '@bf/screens/parts/sports-parts';

/** One outcome's button; its leaf model re-renders it alone when its price, movement or coupon state changes. */
export const OddsCell = memo(function OddsCell({ cell, size }: { cell: OddsCellModel; size?: 'row' | 'market' | 'line' }) {
  const odds = cell.useModel();
  return <OddsButton label={odds.label} text={odds.text} caption={cell.caption} size={size ?? (cell.caption === undefined ? 'row' : 'market')} direction={odds.direction} isSelected={odds.isSelected} isLocked={odds.isLocked} isDisabled={odds.isDisabled} onToggle={odds.onPress} />;
});

const lineCells = (cells: readonly OddsCellModel[] | undefined) => cells?.map((cell) => <OddsCell key={cell.key} cell={cell} size="line" />) ?? null;

/** One game of a table; the same row model between polls means no re-render. */
export const GameListRow = memo(function GameListRow({ row, lineColumns }: { row: GameRowModel; lineColumns: { total: boolean; handicap: boolean } }) {
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
      oddsCount={row.oddsCount}
      odds={row.odds.map((cell) => <OddsCell key={cell.key} cell={cell} />)}
      lineColumns={lineColumns}
      total={lineCells(row.lines.total)}
      handicap={lineCells(row.lines.handicap)}
      more={row.more}
    />
  );
});

/** A championship's games as one table: the main market, then the total and the handicap columns where wide enough. */
export function ChampGames({ block }: { block: ChampBlockModel }) {
  const lineColumns = { total: block.lineHeads.some((head) => head.key === 'total'), handicap: block.lineHeads.some((head) => head.key === 'handicap') };
  return (
    <HydrationSlice>
      <ChampBlock title={block.title} href={block.href} mark={'country' in block.mark ? <CountryFlag code={block.mark.country} /> : <SportIcon sport={block.mark.sportIcon} className="size-4 text-muted" />} columns={block.columns} lineHeads={block.lineHeads} meta={block.meta}>
        {block.rows.map((row) => (
          <GameListRow key={row.key} row={row} lineColumns={lineColumns} />
        ))}
      </ChampBlock>
    </HydrationSlice>
  );
}

/** A championship of a sport's line, loading its own games. */
export const ChampLine = memo(function ChampLine({ line }: { line: ChampLineModel }) {
  const { feed, block } = line.useModel();
  if (feed.status === 'ready' && !block) return null;
  return <FeedView feed={feed}>{block && <ChampGames block={block} />}</FeedView>;
});


/** The page's settings: grouping by country, odds format and "My sports", as the model offers them. */
export function SportsControls({ controls }: { controls: SportsControlsModel }) {
  const { grouping, oddsFormat, sportSettings } = controls;
  return (
    <>
      {grouping && <SwitchControl label={grouping.label} checked={grouping.checked} onChange={grouping.onChange} />}
      <SelectControl label={oddsFormat.label} value={oddsFormat.value} options={oddsFormat.options} onChange={oddsFormat.onChange} />
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
