import { useMemo } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { groupGamesByChamp, useSportsLinks, useTopGames, type SportsGame } from '@bf/headless/sports';
import { SportsSection } from '@bf/ui-mobile/sports';
import { ChampGames, FeedView, SportsPage } from './sports-parts.tsx';

const LIVE_LIMIT = 5;
const LINE_LIMIT = 6;

/** The home page's "Top live" and "Top line" blocks: the feed's top games, live first, polled as their section. */
export function SportsHomeBlocks() {
  const { t } = useTranslation('sports');
  const links = useSportsLinks();
  const top = useTopGames();
  const live = useMemo(() => top.games.filter((game) => game.status === 'live').slice(0, LIVE_LIMIT), [top.games]);
  const line = useMemo(() => top.games.filter((game) => game.status === 'line').slice(0, LINE_LIMIT), [top.games]);
  return (
    <SportsPage>
      <SportsSection title={t('home.topLive')} isLive link={{ label: t('home.allLive'), href: links.section('live') }}>
        <FeedView feed={top} isEmpty={live.length === 0} emptyText={t('list.emptyLive')} blocks={1} rows={LIVE_LIMIT}>
          <TopList games={live} />
        </FeedView>
      </SportsSection>
      <SportsSection title={t('home.topLine')} link={{ label: t('home.allLine'), href: links.section('line') }}>
        <FeedView feed={top} isEmpty={line.length === 0} emptyText={t('list.empty')} blocks={1} rows={LINE_LIMIT}>
          <TopList games={line} />
        </FeedView>
      </SportsSection>
    </SportsPage>
  );
}

function TopList({ games }: { games: readonly SportsGame[] }) {
  const links = useSportsLinks();
  const champs = useMemo(() => groupGamesByChamp(games), [games]);
  return (
    <div className="space-y-2">
      {champs.map((champ) => (
        <ChampGames
          key={champ.champId}
          title={`${champ.sportName}. ${champ.champName}`}
          href={links.champ(champ.games[0]?.status === 'live' ? 'live' : 'line', { id: champ.champId, sportId: champ.sportId, name: champ.champName })}
          sportId={champ.sportId}
          games={champ.games}
          links={links}
          pageType="home"
        />
      ))}
    </div>
  );
}
