import { useOfficeCashbackScreen, type OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import { PageHeading } from '@kit/layout';
import { CashbackClaim, CashbackLevels, OfficePanel, OfficeSections, SectionStatus } from '@kit/office';

/** `/{lng}/office/casino/vipcashback|premiumcashback` over its model: the level and claim beside (on the phone, over) the levels. */
export function OfficeCashbackView({ model }: { model: OfficeCashbackModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <SectionStatus>{model.statusText}</SectionStatus>
      ) : (
        <OfficeSections>
          <OfficePanel title={model.level}>
            <CashbackClaim model={model} />
          </OfficePanel>
          <OfficePanel title={model.levelsTitle}>
            <CashbackLevels levels={model.levels} />
          </OfficePanel>
        </OfficeSections>
      )}
    </>
  );
}

/** `/{lng}/office/casino/vipcashback` and `/premiumcashback` (spec: S1 §2 office routes; S2 §3 cashback mode). */
export function OfficeCashbackScreen() {
  return <OfficeCashbackView model={useOfficeCashbackScreen()} />;
}
