import type { ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle } from '@bf/headless/shell';
import { marketTitle, sportInfo, useGame, useOutcomeCaption, useGameText, useSportsRoute, type SportsGame, type SportsGameDetail, type SportsLinks } from '@bf/headless/sports';
import { ButtonLink } from '@bf/ui-desktop/components';
import { ListMessage, ListSkeleton, MarketGroupCard, MarketRow, Scoreboard, TextButton } from '@bf/ui-desktop/sports';
import { OddsCell, SportsPage } from './sports-parts.tsx';

/** A game page (spec: site-routes §2 `…/{sport}/{champ}/{game}`): the scoreboard and every market, grouped. */
export function SportsGamePage() {
  const title = usePageTitle();
  const route = useSportsRoute();
  const { t } = useTranslation('sports');
  const feed = useGame(route.gameId);
  const caption = useOutcomeCaption();
  const game = feed.game;

  if (!game) {
    if (feed.isNotFound || !route.gameId) {
      return (
        <>
          <h1 className="sr-only">{title}</h1>
          <ListMessage
            text={t('game.notFound')}
            action={
              <ButtonLink href={route.links.section(route.section, route.sport?.id)} size="sm">
                {t(`section.${route.section}`)}
              </ButtonLink>
            }
          />
        </>
      );
    }
    if (feed.isError) {
      return (
        <>
          <h1 className="sr-only">{title}</h1>
          <ListMessage tone="error" text={t('list.error')} action={<TextButton onClick={feed.refresh}>{t('list.retry')}</TextButton>} />
        </>
      );
    }
    return (
      <div className="space-y-3">
        <h1 className="sr-only">{title}</h1>
        <div aria-hidden="true" className="h-[196px] animate-pulse rounded-lg bg-header" />
        <ListSkeleton label={t('list.loading')} blocks={2} rows={2} />
      </div>
    );
  }

  return (
    <SportsPage>
      <div className="space-y-3">
        <GameScoreboard game={game} links={route.links} />
        {game.groups.length === 0 || game.status === 'finished' ? (
          <ListMessage text={t('markets.none')} />
        ) : (
          <div className="grid grid-cols-1 items-start gap-3 d1680:grid-cols-2">
            {game.groups.map((group) => (
              <MarketGroupCard key={group.id} title={group.name}>
                {group.markets.map((market, index) => (
                  <MarketRow key={market.id} name={marketTitle(group, index)} columns={market.outcomes.length > 3 ? 3 : market.outcomes.length}>
                    {market.outcomes.map((outcome) => (
                      <OddsCell key={outcome.id} game={game} market={market} outcome={outcome} pageType={route.pageType} caption={caption(game, market, outcome)} />
                    ))}
                  </MarketRow>
                ))}
              </MarketGroupCard>
            ))}
          </div>
        )}
      </div>
    </SportsPage>
  );
}

/** The scoreboard of a game page or a multi-live column. */
export function GameScoreboard({ game, links, size = 'page', action }: { game: SportsGame & { result?: SportsGameDetail['result'] }; links: SportsLinks; size?: 'page' | 'compact'; action?: ReactNode }) {
  const { t } = useTranslation('sports');
  const { timeText, startText } = useGameText();
  const time = timeText(game);
  const status = game.status === 'line' ? t('game.starts', { time: startText(game.startAt) }) : time.isLive ? [time.primary, time.secondary].filter(Boolean).join(' · ') : time.primary;
  const periods = game.periodScores.length > 0 && game.score ? { caption: t('game.scoreboard'), heads: [...game.periodScores.map((_, index) => String(index + 1)), t('game.total')], team1: [...game.periodScores.map((pair) => pair[0]), game.score.team1], team2: [...game.periodScores.map((pair) => pair[1]), game.score.team2] } : undefined;
  const regulation = game.result?.regulation;
  return (
    <>
      {size === 'page' && <h1 className="sr-only">{`${game.team1} – ${game.team2}`}</h1>}
      <Scoreboard
        size={size}
        sportIcon={sportInfo(game.sportId).key}
        champ={{ label: `${game.sportName}. ${game.champName}`, href: links.champ(game.status === 'live' ? 'live' : 'line', { id: game.champId, sportId: game.sportId, name: game.champName }) }}
        team1={game.team1}
        team2={game.team2}
        score={game.score}
        status={status}
        isLive={game.isLive}
        liveLabel={t('time.live')}
        server={game.server && game.isLive ? { side: game.server, label: t('game.serving') } : undefined}
        periods={size === 'page' ? periods : undefined}
        notes={regulation ? t('results.regulation', { score: `${regulation.team1}:${regulation.team2}` }) : undefined}
        action={action}
      />
    </>
  );
}
