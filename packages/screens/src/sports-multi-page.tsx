import { memo } from 'react';
import { useMultiLiveScreen, type MultiColumnModel, type MultiLiveModel } from '@bf/headless/screens/multi-live';
import { ListMessage, ListSkeleton, MessageButton, MultiColumn, MultiGrid, MultiHeading, MultiPicker, RemoveButton } from '@kit/sports';
import { GameScoreboard, MarketGroups, SportsControls } from './parts/sports-page-parts.tsx';
import { FeedView, SportsPage } from './parts/sports-parts.tsx';

/** Multi-live over its model: the picker of live games, then the followed games side by side (one under the other on a phone). */
export function MultiLiveView({ model }: { model: MultiLiveModel }) {
  return (
    <>
      <MultiHeading title={model.title} picked={model.picked} controls={<SportsControls controls={model.controls} />} />
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
  if (game.status === 'gone') return <ListMessage text={game.text} action={<MessageButton onClick={game.remove.onPress}>{game.remove.label}</MessageButton>} />;
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
