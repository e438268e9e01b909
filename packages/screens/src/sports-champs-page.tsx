import { useChampionsScreen, type ChampionsModel } from '@bf/headless/screens/champions';
import { ButtonLink } from '@kit/components';
import { CardGrid, ChampsHeading, ResultLine, SportsCard, StandingsTable } from '@kit/sports';
import { FeedView } from './parts/sports-parts.tsx';

/** Champion results over their model: championship tables, or one table beside its latest results. */
export function ChampionsView({ model }: { model: ChampionsModel }) {
  const { one } = model;
  return (
    <>
      <ChampsHeading title={model.title}>
        {model.back ? (
          <ButtonLink href={model.back.href} variant="ghost" size="sm" className="-ml-3">
            ← {model.back.label}
          </ButtonLink>
        ) : null}
      </ChampsHeading>
      <FeedView feed={model.feed}>
        {one ? (
          <CardGrid layout="champ">
            <SportsCard title={one.table.title} meta={one.table.meta}>
              <StandingsTable {...one.table.table} />
            </SportsCard>
            <SportsCard title={one.results.title}>
              {one.results.lines.map(({ key, ...line }) => (
                <ResultLine key={key} {...line} />
              ))}
            </SportsCard>
          </CardGrid>
        ) : (
          <CardGrid layout="champs">
            {model.tables.map((table) => (
              <SportsCard key={table.key} title={table.title} href={table.href} meta={table.meta}>
                <StandingsTable {...table.table} />
              </SportsCard>
            ))}
          </CardGrid>
        )}
      </FeedView>
    </>
  );
}

/** Champion results (spec: site-routes §2 `champs/{champId}?`). */
export function ChampionsScreen() {
  return <ChampionsView model={useChampionsScreen()} />;
}
