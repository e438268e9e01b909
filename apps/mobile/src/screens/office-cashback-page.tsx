import { useOfficeCashbackScreen, type OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import { Button } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficeFacts, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/casino/vipcashback|premiumcashback` on the phone: the amount and a full-width claim first, levels below. */
export function OfficeCashbackView({ model }: { model: OfficeCashbackModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p className="py-4 text-sm text-muted">{model.statusText}</p>
      ) : (
        <OfficeStack>
          <OfficePanel title={model.level}>
            <p className="text-xl font-bold tabular-nums">{model.amount}</p>
            <Button className="w-full" disabled={model.claim.isDisabled} aria-busy={model.claim.isBusy} onClick={model.claim.onPress}>
              {model.claim.label}
            </Button>
            <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
            <OfficeFacts rows={model.facts} />
          </OfficePanel>
          <OfficePanel title={model.levelsTitle}>
            <OfficeFacts rows={model.levels.map((level) => ({ id: String(level.id), label: `${level.label} · ${level.threshold}`, value: level.percent, ...(level.isCurrent ? { isOn: true } : {}) }))} />
          </OfficePanel>
        </OfficeStack>
      )}
    </>
  );
}

/** `/{lng}/office/casino/vipcashback` and `/premiumcashback` (spec: S1 §2 office routes; S2 §3 cashback mode). */
export function OfficeCashbackScreen() {
  return <OfficeCashbackView model={useOfficeCashbackScreen()} />;
}
