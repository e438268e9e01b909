import { useSportsGameScreen, type SportsGameModel } from '@bf/headless/screens/sports-game';
import { ListMessage, ListSkeleton, MarketGrid, MessageLink, ScoreboardSkeleton, TextButton } from '@kit/sports';
import { GameScoreboard, MarketGroups } from './parts/sports-page-parts.tsx';
import { SportsPage } from './parts/sports-parts.tsx';

/** A game page over its model: the scoreboard and every market, grouped. */
export function SportsGameView({ model }: { model: SportsGameModel }) {
  if (model.status === 'notFound' || model.status === 'error') {
    return (
      <>
        <h1 className="sr-only">{model.title}</h1>
        {model.status === 'notFound' ? (
          <ListMessage text={model.text} action={<MessageLink href={model.action.href}>{model.action.label}</MessageLink>} />
        ) : (
          <ListMessage tone="error" text={model.text} action={<TextButton onClick={model.retry.onPress}>{model.retry.label}</TextButton>} />
        )}
      </>
    );
  }
  if (model.status === 'loading') {
    return (
      <div className="space-y-3">
        <h1 className="sr-only">{model.title}</h1>
        <ScoreboardSkeleton />
        <ListSkeleton label={model.loadingLabel} blocks={2} rows={2} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <GameScoreboard board={model.scoreboard} trail={model.breadcrumbs} />
      {model.emptyText !== undefined ? (
        <ListMessage text={model.emptyText} />
      ) : (
        <MarketGrid>
          <MarketGroups groups={model.groups} />
        </MarketGrid>
      )}
    </div>
  );
}

/** A game page (spec: site-routes §2 `…/{sport}/{champ}/{game}`). */
export function SportsGameScreen() {
  return (
    <SportsPage>
      <SportsGameView model={useSportsGameScreen()} />
    </SportsPage>
  );
}
