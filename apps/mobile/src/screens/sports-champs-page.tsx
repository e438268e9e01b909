import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle } from '@bf/headless/shell';
import { idOfParam, useChampions, useGameText, useSportsLinks, type Champion } from '@bf/headless/sports';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@bf/ui-mobile/components';
import { ResultLine, SportsCard, SportsToolbar, StandingsTable, type StandingsHeads } from '@bf/ui-mobile/sports';
import { FeedView } from './sports-parts.tsx';
import { resultBadge } from './sports-results-page.tsx';

/** Champion results (spec: site-routes §2 `champs/{champId}?`): championship tables and their latest results. */
export function SportsChampsPage() {
  const title = usePageTitle();
  const { t } = useTranslation('sports');
  const champId = idOfParam(useParams().champId);
  const links = useSportsLinks();
  const feed = useChampions(champId);
  const heads = useStandingsHeads();
  const one = champId ? feed.champs[0] : undefined;
  return (
    <>
      <SportsToolbar title={one ? `${title}: ${one.name}` : title}>
        {champId ? (
          <ButtonLink href={links.champs()} variant="ghost" size="sm" className="-ml-3">
            ← {t('champs.all')}
          </ButtonLink>
        ) : null}
      </SportsToolbar>
      <FeedView feed={feed} isEmpty={feed.champs.length === 0} emptyText={t('champs.empty')} blocks={2} rows={5}>
        {one ? (
          <div className="grid grid-cols-1 items-start gap-3">
            <SportsCard title={t('champs.standings')} meta={one.sportName}>
              <StandingsTable heads={{ ...heads, caption: `${t('champs.standings')}: ${one.name}` }} rows={one.standings} />
            </SportsCard>
            <LastResults champ={one} />
          </div>
        ) : (
          <div className="grid grid-cols-1 items-start gap-3">
            {feed.champs.map((champ) => (
              <SportsCard key={champ.id} title={champ.name} href={links.champs(champ.id)} meta={champ.sportName}>
                <StandingsTable heads={{ ...heads, caption: `${t('champs.standings')}: ${champ.name}` }} rows={champ.standings} limit={5} />
              </SportsCard>
            ))}
          </div>
        )}
      </FeedView>
    </>
  );
}

function LastResults({ champ }: { champ: Champion }) {
  const { t } = useTranslation('sports');
  const { startText } = useGameText();
  return (
    <SportsCard title={t('champs.lastResults')}>
      {champ.lastResults.map((game) => (
        <ResultLine key={game.id} time={startText(game.startAt)} team1={game.team1} team2={game.team2} score={game.result.score} badge={resultBadge(game.result, t)} />
      ))}
    </SportsCard>
  );
}

/** The column heads of a championship table in the page's language. */
export function useStandingsHeads(): StandingsHeads {
  const { t } = useTranslation('sports');
  const pair = (key: string) => ({ short: t(`champs.${key}`), full: t(`champs.${key}Full`) });
  return { caption: t('champs.standings'), team: t('champs.team'), played: pair('played'), won: pair('won'), drawn: pair('drawn'), lost: pair('lost'), score: pair('score'), points: pair('points') };
}
