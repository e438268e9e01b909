import { useOfficeBonusesScreen, type OfficeBonusesModel } from '@bf/headless/screens/office-bonuses';
import { FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { BonusList, SectionStatus, OfficeTabs, WidePanel } from '@kit/office';

/**
 * `/{lng}/office/bonuses/deposit|wager` over its model: section tabs, then the offers or the wagering bonuses (a table
 * and rows in one card on the desktop, a card each on the phone).
 */
export function OfficeBonusesView({ model }: { model: OfficeBonusesModel }) {
  const isEmpty = model.status === 'ready' && (model.section === 'deposit' ? model.offers : model.wagers).length === 0;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeTabs label={model.title} tabs={model.tabs} />
      <WidePanel title={model.tabs.find((tab) => tab.isCurrent)?.label ?? model.title}>
        <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
        {model.status !== 'ready' && <SectionStatus>{model.statusText}</SectionStatus>}
        {isEmpty && <SectionStatus>{model.emptyText}</SectionStatus>}
        <BonusList model={model} />
      </WidePanel>
    </>
  );
}

/** `/{lng}/office/bonuses/deposit` and `/wager`: deposit bonuses and their wagering (spec: S1 §2 office routes). */
export function OfficeBonusesScreen() {
  return <OfficeBonusesView model={useOfficeBonusesScreen()} />;
}
