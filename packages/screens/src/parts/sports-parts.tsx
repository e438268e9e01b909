import { memo, type ReactNode } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { TopBlockModel } from '@bf/headless/screens/home';
import { CouponSelectionSync, type ChampBlockModel, type FeedViewModel, type GameRowModel, type LineKey, type OddsCellModel } from '@bf/headless/screens/sports-section';
import { SportIcon } from '@kit/components';
import { ChampBlock, CountryFlag, GameRow, ListMessage, ListSkeleton, OddsButton, SportsSection, TextButton } from '@kit/sports';

// The sports screens' parts both platforms draw alike, each with its own kit. How a list draws its games differs by
// kit: desktop's GameRow is a table row with the total and handicap as columns where wide enough, a phone's a card
// with the one market its switch picked (`market`, 'main' on desktop, which has no switch). What only the other sports
// pages draw (scoreboard, market groups, settings, a line's championships) is in `sports-page-parts.tsx`, loaded with
// those pages, so the home page's first load does not carry it.

/** A sports screen: keeps the odds buttons in step with the coupon (the connected screen renders it, views do not). */
export function SportsPage({ children }: { children: ReactNode }) {
  return (
    <>
      <CouponSelectionSync />
      {children}
    </>
  );
}

/** Skeleton while loading, a message on error or when empty, else the content. */
export function FeedView({ feed, children }: { feed: FeedViewModel; children: ReactNode }) {
  if (feed.status === 'loading') return <ListSkeleton label={feed.loadingLabel} blocks={feed.skeleton.blocks} rows={feed.skeleton.rows} />;
  if (feed.status === 'error') return <ListMessage tone="error" text={feed.errorText} action={<TextButton onClick={feed.retry.onPress}>{feed.retry.label}</TextButton>} />;
  if (feed.status === 'empty') return <ListMessage text={feed.emptyText} />;
  return <>{children}</>;
}

/** One outcome's button; its leaf model re-renders it alone when its price, movement or coupon state changes. */
export const OddsCell = memo(function OddsCell({ cell, size }: { cell: OddsCellModel; size?: 'line' }) {
  const odds = cell.useModel();
  return <OddsButton label={odds.label} text={odds.text} caption={cell.caption} name={cell.name} size={size ?? (cell.caption === undefined ? 'row' : 'market')} direction={odds.direction} isSelected={odds.isSelected} isLocked={odds.isLocked} isDisabled={odds.isDisabled} onToggle={odds.onPress} />;
});

const lineCells = (cells: readonly OddsCellModel[] | undefined) => cells?.map((cell) => <OddsCell key={cell.key} cell={cell} size="line" />) ?? null;

/** The market a list shows in its main column: the main one, or (a phone's switch) the total or the handicap. */
export type CardMarket = 'main' | LineKey;

/** One game of a list (the kit's row or card); the same row model between polls means no re-render (its other props are plain values). */
export const GameListRow = memo(function GameListRow({ row, total, handicap, market }: { row: GameRowModel; total: boolean; handicap: boolean; market: CardMarket }) {
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
      odds={cells?.map((cell) => <OddsCell key={cell.key} cell={cell} />)}
      lineColumns={{ total, handicap }}
      total={lineCells(row.lines.total)}
      handicap={lineCells(row.lines.handicap)}
      more={row.more}
    />
  );
});

/** A championship's games under one sticky head: a table with the line columns where wide enough, or cards of the picked market. */
export function ChampGames({ block, market = 'main' }: { block: ChampBlockModel; market?: CardMarket }) {
  const total = block.lineHeads.some((head) => head.key === 'total');
  const handicap = block.lineHeads.some((head) => head.key === 'handicap');
  return (
    <HydrationSlice>
      <ChampBlock title={block.title} href={block.href} mark={'country' in block.mark ? <CountryFlag code={block.mark.country} /> : <SportIcon sport={block.mark.sportIcon} className="size-4 text-muted" />} columns={block.columns} lineHeads={block.lineHeads} meta={block.meta}>
        {block.rows.map((row) => (
          <GameListRow key={row.key} row={row} total={total} handicap={handicap} market={market} />
        ))}
      </ChampBlock>
    </HydrationSlice>
  );
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
