import { useResultsScreen, type ResultsModel } from '@bf/headless/screens/results';
import { ChoiceChips, ResultLine, SportsCard, SportsToolbar } from '@bf/ui-mobile/sports';
import { FeedView } from '../parts/sports.tsx';

/** Results over their model: the views' tabs, the day picker, then results by championship. */
export function ResultsView({ model }: { model: ResultsModel }) {
  const grid = (
    <FeedView feed={model.feed}>
      <div className="grid grid-cols-1 items-start gap-3">
        {model.cards.map((card) => (
          <SportsCard key={card.key} title={card.title}>
            {card.lines.map(({ key, ...line }) => (
              <ResultLine key={key} {...line} />
            ))}
          </SportsCard>
        ))}
      </div>
    </FeedView>
  );
  return (
    <>
      <SportsToolbar title={model.title} sections={model.tabs} />
      {model.day ? (
        <div className="space-y-3">
          <div className="rounded-xl border border-line bg-surface px-3 py-2">
            <ChoiceChips<string> label={model.day.label} value={model.day.value} options={model.day.options} onChange={model.day.onChange} />
          </div>
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
