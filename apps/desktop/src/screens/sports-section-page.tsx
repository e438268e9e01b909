import { HydrationSlice } from '@bf/headless/interactions';
import { useSportsSectionScreen, type SportsSectionModel } from '@bf/headless/screens/sports-section';
import { ButtonLink } from '@bf/ui-desktop/components';
import { Breadcrumbs, ChoiceChips, CountryGroup, ListMessage, ListPaging, SportChips, SportsToolbar } from '@bf/ui-desktop/sports';
import { ChampGames, ChampLine, FeedView, SportsControls, SportsPage } from '../parts/sports.tsx';

/** The sports section over its model: the trail, the toolbar (sections, sports, time filter, settings), then its table. */
export function SportsSectionView({ model }: { model: SportsSectionModel }) {
  return (
    <>
      <Breadcrumbs label={model.breadcrumbs.label} items={model.breadcrumbs.items} />
      {/* The toolbar (every sport, filters and settings) hydrates in its own slice, after the page frame. */}
      <HydrationSlice>
        <SportsToolbar title={model.title} sections={model.sections} controls={<SportsControls controls={model.controls} />}>
          <SportChips label={model.sports.label} items={model.sports.items} />
          <ChoiceChips label={model.timeFilter.label} value={model.timeFilter.value} options={model.timeFilter.options} onChange={model.timeFilter.onChange} />
        </SportsToolbar>
      </HydrationSlice>
      <div className="space-y-3">
        <SectionContent content={model.content} />
      </div>
    </>
  );
}

function SectionContent({ content }: { content: SportsSectionModel['content'] }) {
  if (content.kind === 'message') {
    return (
      <ListMessage
        text={content.text}
        action={
          <ButtonLink href={content.action.href} size="sm">
            {content.action.label}
          </ButtonLink>
        }
      />
    );
  }
  if (content.kind === 'blocks') {
    return (
      <FeedView feed={content.feed}>
        {content.blocks.map((block) => (
          <ChampGames key={block.key} block={block} />
        ))}
        {content.paging && <ListPaging status={content.paging.status} more={content.paging.more} />}
      </FeedView>
    );
  }
  return (
    <FeedView feed={content.feed}>
      {content.groups
        ? content.groups.map((group) => (
            <CountryGroup key={group.key} code={group.code} name={group.name}>
              {group.champs.map((line) => (
                <ChampLine key={line.key} line={line} />
              ))}
            </CountryGroup>
          ))
        : content.champs.map((line) => <ChampLine key={line.key} line={line} />)}
    </FeedView>
  );
}

/** The sports section (spec: site-routes §2 `{pageType}/{section}/{menuSection}?/{sport}?/{champ}?`). */
export function SportsSectionScreen() {
  return (
    <SportsPage>
      <SportsSectionView model={useSportsSectionScreen()} />
    </SportsPage>
  );
}
