import type { ComponentType, ReactNode } from 'react';
import { HydrationSlice } from '@bf/headless/interactions';
import type { TopBlockModel } from '@bf/headless/screens/home';
import { CouponSelectionSync, type BreadcrumbsModel, type ChampBlockModel, type FeedViewModel, type MarketGroupModel, type OddsCellModel, type ScoreboardModel } from '@bf/headless/screens/sports-section';
import { Breadcrumbs, ListMessage, ListSkeleton, MarketGroupCard, MarketRow, Scoreboard, SportsSection, TextButton } from '@kit/sports';

// The sports screens' parts both platforms draw alike, each with its own kit. How a list draws its games (a table
// row on desktop, a card with one market on a phone) stays in each app's `parts/sports.tsx`, which hands it in here.

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

/** A game's market groups, each in its own hydration slice, each odds cell a leaf (`Cell`, the app's odds cell). */
export function MarketGroups({ groups, Cell }: { groups: readonly MarketGroupModel[]; Cell: ComponentType<{ cell: OddsCellModel }> }) {
  return groups.map((group) => (
    <HydrationSlice key={group.key}>
      <MarketGroupCard title={group.title} defaultOpen={group.defaultOpen}>
        {group.markets.map((market) => (
          <MarketRow key={market.key} name={market.name} columns={market.columns}>
            {market.odds.map((cell) => (
              <Cell key={cell.key} cell={cell} />
            ))}
          </MarketRow>
        ))}
      </MarketGroupCard>
    </HydrationSlice>
  ));
}

/** The home page's "Top live" and "Top line" blocks; `Champ` draws a championship's games (the app's list). */
export function TopBlocks({ blocks, Champ }: { blocks: readonly TopBlockModel[]; Champ: ComponentType<{ block: ChampBlockModel }> }) {
  return (
    <>
      {blocks.map((block) => (
        <SportsSection key={block.key} title={block.title} isLive={block.isLive} link={block.link}>
          <FeedView feed={block.feed}>
            <div className="space-y-2">
              {block.champs.map((champ) => (
                <Champ key={champ.key} block={champ} />
              ))}
            </div>
          </FeedView>
        </SportsSection>
      ))}
    </>
  );
}
