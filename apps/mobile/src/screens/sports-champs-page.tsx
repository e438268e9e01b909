import { useChampionsScreen, type ChampionsModel } from '@bf/headless/screens/champions';
import { ButtonLink } from '@bf/ui-mobile/components';
import { ResultLine, SportsCard, SportsToolbar, StandingsTable } from '@bf/ui-mobile/sports';
import { FeedView } from '../parts/sports.tsx';

/** Champion results over their model: championship tables, or one table beside its latest results. */
export function ChampionsView({ model }: { model: ChampionsModel }) {
  const { one } = model;
  return (
    <>
      <SportsToolbar title={model.title}>
        {model.back ? (
          <ButtonLink href={model.back.href} variant="ghost" size="sm" className="-ml-3">
            ← {model.back.label}
          </ButtonLink>
        ) : null}
      </SportsToolbar>
      <FeedView feed={model.feed}>
        {one ? (
          <div className="grid grid-cols-1 items-start gap-3">
            <SportsCard title={one.table.title} meta={one.table.meta}>
              <StandingsTable {...one.table.table} />
            </SportsCard>
            <SportsCard title={one.results.title}>
              {one.results.lines.map(({ key, ...line }) => (
                <ResultLine key={key} {...line} />
              ))}
            </SportsCard>
          </div>
        ) : (
          <div className="grid grid-cols-1 items-start gap-3">
            {model.tables.map((table) => (
              <SportsCard key={table.key} title={table.title} href={table.href} meta={table.meta}>
                <StandingsTable {...table.table} />
              </SportsCard>
            ))}
          </div>
        )}
      </FeedView>
    </>
  );
}

/** Champion results (spec: site-routes §2 `champs/{champId}?`). */
export function ChampionsScreen() {
  return <ChampionsView model={useChampionsScreen()} />;
}
