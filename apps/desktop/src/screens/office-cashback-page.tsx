import { useOfficeCashbackScreen, type OfficeCashbackModel } from '@bf/headless/screens/office-cashback';
import { Button } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';
import { cn } from '@bf/ui-desktop/utils';

/** `/{lng}/office/casino/vipcashback|premiumcashback` over its model: the level and claim beside the levels table. */
export function OfficeCashbackView({ model }: { model: OfficeCashbackModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.status !== 'ready' ? (
        <p className="text-sm text-muted">{model.statusText}</p>
      ) : (
        <OfficeGrid>
          <OfficePanel title={model.level}>
            <OfficeFacts rows={model.facts} />
            <p className="text-lg font-bold tabular-nums">{model.amount}</p>
            <Button className="self-start" disabled={model.claim.isDisabled} aria-busy={model.claim.isBusy} onClick={model.claim.onPress}>
              {model.claim.label}
            </Button>
            <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'success'} />
          </OfficePanel>
          <OfficePanel title={model.levelsTitle}>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-line">
                {model.levels.map((level) => (
                  <tr key={level.id} aria-current={level.isCurrent ? 'true' : undefined} className={cn(level.isCurrent && 'font-bold text-accent-text')}>
                    <th scope="row" className="py-1.5 text-left">
                      {level.label}
                    </th>
                    <td className="py-1.5">{level.threshold}</td>
                    <td className="py-1.5 text-right tabular-nums">{level.percent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </OfficePanel>
        </OfficeGrid>
      )}
    </>
  );
}

/** `/{lng}/office/casino/vipcashback` and `/premiumcashback` (spec: S1 §2 office routes; S2 §3 cashback mode). */
export function OfficeCashbackScreen() {
  return <OfficeCashbackView model={useOfficeCashbackScreen()} />;
}
