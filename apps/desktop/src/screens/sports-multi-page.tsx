import { useMemo } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { LIVE_POLLING_MS, POLLING_MS } from '@bf/headless/settings';
import { usePageTitle } from '@bf/headless/shell';
import { marketTitle, sportInfo, useGame, useOutcomeCaption, useGameText, useLiveGames, useMultiLive, useOddsPoll, useSportsLinks, type SportsGame, type SportsLinks } from '@bf/headless/sports';
import { PageHeading } from '@bf/ui-desktop/layout';
import { ListMessage, ListSkeleton, MarketGroupCard, MarketRow, MultiColumn, MultiGrid, MultiPicker, RemoveButton } from '@bf/ui-desktop/sports';
import { GameScoreboard } from './sports-game-page.tsx';
import { FeedView, OddsCell, SportsControls, SportsPage } from './sports-parts.tsx';

/**
 * Multi-live (spec: site-routes §2 `multi`): up to four live games side by side. Scores come from the live list
 * (one call for every column), market structure from each game every 15 s, and prices from one cheap odds poll
 * every 2 s for all columns — the game component's interval (SPORT-019).
 */
export function SportsMultiPage() {
  const title = usePageTitle();
  const { t } = useTranslation('sports');
  const links = useSportsLinks();
  const live = useLiveGames();
  const multi = useMultiLive();
  const { timeText } = useGameText();
  const byId = useMemo(() => new Map(live.games.map((game) => [game.id, game])), [live.games]);

  const items = live.games.map((game) => {
    const time = timeText(game);
    const teams = `${game.team1} – ${game.team2}`;
    const isPicked = multi.isPicked(game.id);
    return {
      key: String(game.id),
      icon: sportInfo(game.sportId).key,
      teams,
      champ: game.champName,
      score: game.score ? `${game.score.team1}:${game.score.team2}` : '',
      time: [time.primary, time.secondary].filter(Boolean).join(' '),
      isPicked,
      isDisabled: !isPicked && multi.isFull,
      label: isPicked ? t('multi.remove', { game: teams }) : t('multi.add', { game: teams }),
      onToggle: () => multi.toggle(game.id),
    };
  });

  return (
    <SportsPage>
      <PageHeading title={title}>
        <div className="flex flex-wrap items-center gap-3">
          <span>{t('multi.picked', { count: multi.gameIds.length, max: multi.max })}</span>
          <span className="ml-auto">
            <SportsControls />
          </span>
        </div>
      </PageHeading>
      <div className="space-y-3">
        <FeedView feed={live} isEmpty={live.games.length === 0 && multi.gameIds.length === 0} emptyText={t('list.emptyLive')} blocks={1} rows={3}>
          {live.games.length > 0 && <MultiPicker title={t('multi.pick')} hint={multi.isFull ? t('multi.full', { max: multi.max }) : t('multi.hint', { max: multi.max })} items={items} />}
          {multi.gameIds.length > 0 && <MultiBoard gameIds={multi.gameIds} byId={byId} links={links} onRemove={multi.remove} />}
        </FeedView>
      </div>
    </SportsPage>
  );
}

const NO_IDS: number[] = [];

function MultiBoard({ gameIds, byId, links, onRemove }: { gameIds: readonly number[]; byId: Map<number, SportsGame>; links: SportsLinks; onRemove(id: number): void }) {
  return (
    <MultiGrid>
      {gameIds.map((id) => (
        <MultiGame key={id} gameId={id} listed={byId.get(id)} links={links} onRemove={onRemove} />
      ))}
    </MultiGrid>
  );
}

function MultiGame({ gameId, listed, links, onRemove }: { gameId: number; listed: SportsGame | undefined; links: SportsLinks; onRemove(id: number): void }) {
  const { t } = useTranslation('sports');
  const feed = useGame(gameId, { pollingMs: POLLING_MS.line });
  const caption = useOutcomeCaption();
  const detail = feed.game;
  const outcomeIds = useMemo(() => detail?.groups.flatMap((group) => group.markets.flatMap((market) => market.outcomes.map((outcome) => outcome.id))) ?? [], [detail]);
  useOddsPoll(detail?.status === 'live' ? outcomeIds : NO_IDS, LIVE_POLLING_MS.game);
  // The live list's copy is newer for the score and clock; the detail holds the markets.
  const game = useMemo(() => (detail && listed ? { ...detail, ...listed, groups: detail.groups, result: detail.result } : detail), [detail, listed]);
  if (!game) {
    if (feed.isNotFound) return <ListMessage text={t('multi.ended')} action={<RemoveButtonText onClick={() => onRemove(gameId)} label={t('multi.remove', { game: String(gameId) })} />} />;
    return <ListSkeleton label={t('list.loading')} blocks={1} rows={3} />;
  }
  const teams = `${game.team1} – ${game.team2}`;
  return (
    <MultiColumn scoreboard={<GameScoreboard game={game} links={links} size="compact" action={<RemoveButton label={t('multi.remove', { game: teams })} onClick={() => onRemove(gameId)} />} />}>
      {game.status === 'finished' ? (
        <ListMessage text={t('multi.ended')} />
      ) : (
        game.groups.slice(0, 4).map((group, index) => (
          <MarketGroupCard key={group.id} title={group.name} defaultOpen={index < 2}>
            {group.markets.slice(0, 3).map((market, index) => (
              <MarketRow key={market.id} name={marketTitle(group, index)} columns={market.outcomes.length > 3 ? 3 : market.outcomes.length}>
                {market.outcomes.map((outcome) => (
                  <OddsCell key={outcome.id} game={game} market={market} outcome={outcome} pageType="home" caption={caption(game, market, outcome)} />
                ))}
              </MarketRow>
            ))}
          </MarketGroupCard>
        ))
      )}
    </MultiColumn>
  );
}

function RemoveButtonText({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" onClick={onClick} className="h-8 rounded-md bg-surface-3 px-3 text-sm font-semibold text-fg hover:bg-line">
      {label}
    </button>
  );
}
