import { HydrationSlice } from '@bf/headless/interactions';
import { useSportsSectionScreen, type SportsSectionModel } from '@bf/headless/screens/sports-section';
import { ButtonLink } from '@bf/ui-mobile/components';
import { Breadcrumbs, ChoiceChips, CountryGroup, ListMessage, ListPaging, SportChips, SportsToolbar } from '@bf/ui-mobile/sports';
import { ChampGames, ChampLine, FeedView, SportsControls, SportsPage, type CardMarket } from '../parts/sports.tsx';

/** The sports section on a phone: the trail, the toolbar, a market switch for the cards, then the cards. */
export function SportsSectionView({ model }: { model: SportsSectionModel }) {
  const { marketSwitch } = model;
  return (
    <>
      <Breadcrumbs label={model.breadcrumbs.label} items={model.breadcrumbs.items} />
      {/* The toolbar (every sport, filters and settings) hydrates in its own slice, after the page frame. */}
      <HydrationSlice>
        <SportsToolbar title={model.title} sections={model.sections}>
          <SportChips label={model.sports.label} items={model.sports.items} />
          <ChoiceChips label={model.timeFilter.label} value={model.timeFilter.value} options={model.timeFilter.options} onChange={model.timeFilter.onChange} />
          <SportsControls controls={model.controls} />
          <ChoiceChips label={marketSwitch.label} value={marketSwitch.value} options={marketSwitch.options} onChange={marketSwitch.onChange} />
        </SportsToolbar>
      </HydrationSlice>
      <div className="space-y-3">
        <SectionContent content={model.content} market={marketSwitch.value} />
      </div>
    </>
  );
}

/** What the section lists on a phone: a message, cards by championship (with paging), or a sport's championships. */
function SectionContent({ content, market }: { content: SportsSectionModel['content']; market: CardMarket }) {
  switch (content.kind) {
    case 'message':
      return <ListMessage text={content.text} action={<ButtonLink href={content.action.href}>{content.action.label}</ButtonLink>} />;
    case 'blocks':
      return (
        <FeedView feed={content.feed}>
          {content.blocks.map((block) => (
            <ChampGames key={block.key} block={block} market={market} />
          ))}
          {content.paging && <ListPaging {...content.paging} />}
        </FeedView>
      );
    default: {
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
  }
}

/** The sports section (spec: site-routes §2 `{pageType}/{section}/{menuSection}?/{sport}?/{champ}?`). */
export function SportsSectionScreen() {
  return (
    <SportsPage>
      <SportsSectionView model={useSportsSectionScreen({ rows: 3, maxChampRows: 6 })} />
    </SportsPage>
  );
}
