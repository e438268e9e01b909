import { useResultsScreen, type ResultsModel } from '@bf/headless/screens/results';
import { CardGrid, ChoiceChips, FilterBar, ResultLine, SportsCard, SportsToolbar } from '@kit/sports';
import { FeedView } from './parts/sports-parts.tsx';

/** Results over their model: the views' tabs, the day picker, then results by championship. */
export function ResultsView({ model }: { model: ResultsModel }) {
  const grid = (
    <FeedView feed={model.feed}>
      <CardGrid layout="results">
        {model.cards.map((card) => (
          <SportsCard key={card.key} title={card.title}>
            {card.lines.map(({ key, ...line }) => (
              <ResultLine key={key} {...line} />
            ))}
          </SportsCard>
        ))}
      </CardGrid>
    </FeedView>
  );
  return (
    <>
      <SportsToolbar title={model.title} sections={model.tabs} />
      {model.day ? (
        <div className="space-y-3">
          <FilterBar>
            <ChoiceChips<string> label={model.day.label} value={model.day.value} options={model.day.options} onChange={model.day.onChange} />
          </FilterBar>
          {grid}
        </div>
      ) : (
        grid
      )}
    </>
  );
}

/** Results (spec: site-routes §2 `results/{type}?`). */
export function ResultsScreen() {
  return <ResultsView model={useResultsScreen()} />;
}
