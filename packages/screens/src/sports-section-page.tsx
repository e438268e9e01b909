import { HydrationSlice } from '@bf/headless/interactions';
import { useSportsSectionScreen, type SportsSectionModel } from '@bf/headless/screens/sports-section';
import { Breadcrumbs, ChoiceChips, CountryGroup, LIST_SIZES, ListMessage, ListPaging, MessageLink, SportChips, SportsToolbar } from '@kit/sports';
import { ChampLine, SportsControls } from './parts/sports-page-parts.tsx';
import { ChampGames, FeedView, SportsPage, type CardMarket } from './parts/sports-parts.tsx';

/** The sports section over its model: the trail, the toolbar (sections, sports, time filter, settings; a phone's market switch), then its list. */
export function SportsSectionView({ model }: { model: SportsSectionModel }) {
  const { marketSwitch } = model;
  return (
    <>
      <Breadcrumbs label={model.breadcrumbs.label} items={model.breadcrumbs.items} />
      {/* The toolbar (every sport, filters and settings) hydrates in its own slice, after the page frame. */}
      <HydrationSlice>
        <SportsToolbar
          title={model.title}
          sections={model.sections}
          controls={<SportsControls controls={model.controls} />}
          cardMarket={<ChoiceChips label={marketSwitch.label} value={marketSwitch.value} options={marketSwitch.options} onChange={marketSwitch.onChange} />}
        >
          <SportChips label={model.sports.label} items={model.sports.items} />
          <ChoiceChips label={model.timeFilter.label} value={model.timeFilter.value} options={model.timeFilter.options} onChange={model.timeFilter.onChange} />
        </SportsToolbar>
      </HydrationSlice>
      <div className="space-y-3">
        <SectionContent content={model.content} market={marketSwitch.value} />
      </div>
    </>
  );
}

/** What the section lists: a message, games by championship (with paging), or a sport's championships. */
function SectionContent({ content, market }: { content: SportsSectionModel['content']; market: CardMarket }) {
  if (content.kind === 'message') return <ListMessage text={content.text} action={<MessageLink href={content.action.href}>{content.action.label}</MessageLink>} />;
  if (content.kind === 'blocks') {
    return (
      <FeedView feed={content.feed}>
        {content.blocks.map((block) => (
          <ChampGames key={block.key} block={block} market={market} />
        ))}
        {content.paging && <ListPaging status={content.paging.status} more={content.paging.more} />}
      </FeedView>
    );
  }
  const lines = (champs: typeof content.champs) => champs.map((line) => <ChampLine key={line.key} line={line} market={market} />);
  return (
    <FeedView feed={content.feed}>
      {content.groups?.map((group) => (
        <CountryGroup key={group.key} code={group.code} name={group.name}>
          {lines(group.champs)}
        </CountryGroup>
      )) ?? lines(content.champs)}
    </FeedView>
  );
}

/** The sports section (spec: site-routes §2 `{pageType}/{section}/{menuSection}?/{sport}?/{champ}?`). */
export function SportsSectionScreen() {
  return (
    <SportsPage>
      <SportsSectionView model={useSportsSectionScreen(LIST_SIZES.section)} />
    </SportsPage>
  );
}
