import { memo } from 'react';
import { useMultiLiveScreen, type MultiColumnModel, type MultiLiveModel } from '@bf/headless/screens/multi-live';
import { ListMessage, ListSkeleton, MultiColumn, MultiGrid, MultiPicker, RemoveButton, SportsToolbar } from '@bf/ui-mobile/sports';
import { FeedView, GameScoreboard, MarketGroups, SportsControls, SportsPage } from '../parts/sports.tsx';

/** Multi-live over its model: the picker of live games, then up to four columns side by side. */
export function MultiLiveView({ model }: { model: MultiLiveModel }) {
  return (
    <>
      <SportsToolbar title={model.title}>
        <div className="space-y-2">
          <p className="text-sm text-muted">{model.picked}</p>
          <SportsControls controls={model.controls} />
        </div>
      </SportsToolbar>
      <div className="space-y-3">
        <FeedView feed={model.feed}>
          {model.picker && <MultiPicker title={model.picker.title} hint={model.picker.hint} items={model.picker.items} />}
          {model.columns.length > 0 && (
            <MultiGrid>
              {model.columns.map((column) => (
                <MultiGame key={column.key} column={column} />
              ))}
            </MultiGrid>
          )}
        </FeedView>
      </div>
    </>
  );
}

const MultiGame = memo(function MultiGame({ column }: { column: MultiColumnModel }) {
  const game = column.useModel();
  if (game.status === 'loading') return <ListSkeleton label={game.loadingLabel} blocks={1} rows={3} />;
  if (game.status === 'gone') {
    return (
      <ListMessage
        text={game.text}
        action={
          <button type="button" onClick={game.remove.onPress} className="h-10 rounded-lg bg-surface-3 px-4 text-sm font-semibold text-fg">
            {game.remove.label}
          </button>
        }
      />
    );
  }
  return (
    <MultiColumn scoreboard={<GameScoreboard board={game.scoreboard} size="compact" action={<RemoveButton label={game.remove.label} onClick={game.remove.onPress} />} />}>
      {game.endedText !== undefined ? <ListMessage text={game.endedText} /> : <MarketGroups groups={game.groups} />}
    </MultiColumn>
  );
});

/** Multi-live (spec: site-routes §2 `multi`). */
export function MultiLiveScreen() {
  return (
    <SportsPage>
      <MultiLiveView model={useMultiLiveScreen()} />
    </SportsPage>
  );
}
