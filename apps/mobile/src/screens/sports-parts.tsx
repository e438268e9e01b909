import { memo, type ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import {
  CouponSelectionSync,
  sportInfo,
  useGameText,
  useGroupByCountry,
  useOddsButton,
  useOddsFormat,
  useSportSettings,
  type FeedResult,
  type SportsGame,
  type SportsLinks,
  type SportsMarket,
  type SportsOutcome,
} from '@bf/headless/sports';
import { SportIcon } from '@bf/ui-mobile/components';
import { ChampSection, ControlsRow, CountryMark, GameCard, ListMessage, ListSkeleton, OddsButton, SelectControl, SportSettingsPanel, SwitchControl, TextButton } from '@bf/ui-mobile/sports';

/** A sports page: keeps the odds buttons in step with the coupon. */
export function SportsPage({ children }: { children: ReactNode }) {
  return (
    <>
      <CouponSelectionSync />
      {children}
    </>
  );
}

/** One outcome's button; re-renders only when its own price, movement or coupon state changes. */
export const OddsCell = memo(function OddsCell({ game, market, outcome, pageType, caption }: { game: SportsGame; market: SportsMarket; outcome: SportsOutcome; pageType?: string; caption?: string }) {
  const odds = useOddsButton({ game, market, outcome, pageType });
  return (
    <OddsButton
      label={odds.label}
      text={odds.text}
      caption={caption ?? outcome.name}
      layout={caption === undefined ? 'inline' : 'stacked'}
      direction={odds.direction}
      isSelected={odds.isSelected}
      isLocked={odds.isLocked}
      isDisabled={odds.isDisabled}
      onToggle={odds.toggle}
    />
  );
});

/** One game card; the same game object between polls means no re-render (see headless game-share). */
export const GameListCard = memo(function GameListCard({ game, links, pageType, showChamp = false }: { game: SportsGame; links: SportsLinks; pageType: string; showChamp?: boolean }) {
  const { t } = useTranslation('sports');
  const { timeText } = useGameText();
  const market = game.mainMarket;
  const extra = game.marketsCount - 1;
  const current = game.periodScores.at(-1);
  const showPoints = game.isLive && (game.sportId === 4 || game.sportId === 6 || game.sportId === 10) && current;
  return (
    <GameCard
      href={links.game(game)}
      team1={game.team1}
      team2={game.team2}
      score={game.score}
      pointScore={showPoints ? { team1: current[0], team2: current[1] } : null}
      server={game.server && game.isLive ? { side: game.server, label: t('game.serving') } : undefined}
      time={timeText(game)}
      champ={showChamp ? game.champName : undefined}
      oddsCount={market?.outcomes.length === 2 ? 2 : 3}
      odds={market?.outcomes.map((outcome) => <OddsCell key={outcome.id} game={game} market={market} outcome={outcome} pageType={pageType} />)}
      more={extra > 0 ? { text: t('markets.more', { count: extra }), label: t('markets.moreLabel', { count: game.marketsCount, game: `${game.team1} – ${game.team2}` }) } : undefined}
    />
  );
});

/** A championship's games under one sticky head. */
export function ChampGames({ title, href, sportId, games, links, pageType, country }: { title: string; href?: string; sportId: number; games: readonly SportsGame[]; links: SportsLinks; pageType: string; country?: string | null }) {
  const { t } = useTranslation('sports');
  return (
    <ChampSection
      title={title}
      href={href}
      mark={country !== undefined ? <CountryMark code={country} /> : <SportIcon sport={sportInfo(sportId).key} className="size-4 text-muted" />}
      meta={t('events', { count: games.length })}
    >
      {games.map((game) => (
        <GameListCard key={game.id} game={game} links={links} pageType={pageType} />
      ))}
    </ChampSection>
  );
}

/** Skeleton while loading, a message on error or when empty, else the content. */
export function FeedView({ feed, isEmpty, emptyText, blocks = 2, rows = 3, children }: { feed: FeedResult; isEmpty: boolean; emptyText: string; blocks?: number; rows?: number; children: ReactNode }) {
  const { t } = useTranslation('sports');
  if (feed.isLoading) return <ListSkeleton label={t('list.loading')} blocks={blocks} rows={rows} />;
  if (feed.isError) return <ListMessage tone="error" text={t('list.error')} action={<TextButton onClick={feed.refresh}>{t('list.retry')}</TextButton>} />;
  if (isEmpty) return <ListMessage text={emptyText} />;
  return <>{children}</>;
}

/** The page's settings: odds format (kept in this browser) and, where championships are listed, grouping by country. */
export function SportsControls({ withGrouping = false }: { withGrouping?: boolean }) {
  const { t } = useTranslation('sports');
  const format = useOddsFormat();
  const grouping = useGroupByCountry();
  return (
    <ControlsRow>
      <SelectControl label={t('oddsFormat.label')} value={format.value} options={format.options} onChange={format.set} />
      {withGrouping && <SwitchControl label={t('groupByCountry')} checked={grouping.value} onChange={grouping.set} />}
    </ControlsRow>
  );
}

/** "My sports": which sports the line and live lists show, and their cyber filter (SPORT-012). */
export function MySports() {
  return <SportSettingsPanel {...useSportSettings()} />;
}
