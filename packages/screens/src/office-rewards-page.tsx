import { useOfficeRewardsScreen, type OfficeRewardsModel } from '@bf/headless/screens/office-rewards';
import { PageHeading } from '@kit/layout';
import { SectionStatus, RewardLinks, RewardsList, WidePanel } from '@kit/office';

/** `/{lng}/office/rewards` over its model: the total, then the rewards (a dense table on the desktop, rows on the phone), then where more come from. */
export function OfficeRewardsView({ model }: { model: OfficeRewardsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <WidePanel title={model.title}>
        {model.status !== 'ready' ? <SectionStatus>{model.statusText}</SectionStatus> : <RewardsList model={model} />}
        <RewardLinks links={model.links} />
      </WidePanel>
    </>
  );
}

/** `/{lng}/office/rewards`: what bonuses, promo codes, cashback and friends brought (spec: S1 §2 office routes). */
export function OfficeRewardsScreen() {
  return <OfficeRewardsView model={useOfficeRewardsScreen()} />;
}
