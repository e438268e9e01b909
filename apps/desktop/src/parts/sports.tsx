import { memo, type ReactNode } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { TopBlockModel } from '@bf/headless/screens/home';
import { CouponSelectionSync, type BreadcrumbsModel, type ChampBlockModel, type ChampLineModel, type FeedViewModel, type GameRowModel, type MarketGroupModel, type OddsCellModel, type ScoreboardModel, type SportsControlsModel } from '@bf/headless/screens/sports-section';
import { SportIcon } from '@bf/ui-desktop/components';
import { Breadcrumbs, ChampBlock, CountryFlag, GameRow, ListMessage, ListSkeleton, MarketGroupCard, MarketRow, OddsButton, Scoreboard, SelectControl, SportSettingsPanel, SportsSection, SwitchControl, TextButton } from '@bf/ui-desktop/sports';

/** A sports screen: keeps the odds buttons in step with the coupon (the connected screen renders it, views do not). */
export function SportsPage({ children }: { children: ReactNode }) {
  return (
    <>
      <CouponSelectionSync />
      {children}
    </>
  );
}

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

/** Skeleton while loading, a message on error or when empty, else the content. */
export function FeedView({ feed, children }: { feed: FeedViewModel; children: ReactNode }) {
  if (feed.status === 'loading') return <ListSkeleton label={feed.loadingLabel} blocks={feed.skeleton.blocks} rows={feed.skeleton.rows} />;
  if (feed.status === 'error') return <ListMessage tone="error" text={feed.errorText} action={<TextButton onClick={feed.retry.onPress}>{feed.retry.label}</TextButton>} />;
  if (feed.status === 'empty') return <ListMessage text={feed.emptyText} />;
  return <>{children}</>;
}

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

/** A game's market groups, each odds cell a leaf. */
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

/** The home page's "Top live" and "Top line" blocks. */
export function TopBlocks({ blocks }: { blocks: readonly TopBlockModel[] }) {
  return (
    <>
      {blocks.map((block) => (
        <SportsSection key={block.key} title={block.title} isLive={block.isLive} link={block.link}>
          <FeedView feed={block.feed}>
            <div className="space-y-2">
              {block.champs.map((champ) => (
                <ChampGames key={champ.key} block={champ} />
              ))}
            </div>
          </FeedView>
        </SportsSection>
      ))}
    </>
  );
}
