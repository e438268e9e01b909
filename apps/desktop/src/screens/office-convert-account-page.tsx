import { useOfficeConvertAccountScreen, type OfficeConvertAccountModel } from '@bf/headless/screens/office-convert-account';
import { Button } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/convert-account` on desktop: the status, the account in question and the request button. */
export function OfficeConvertAccountView({ model }: { model: OfficeConvertAccountModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.statusText && <p className="text-sm text-muted">{model.statusText}</p>}
      {model.text && (
        <OfficeGrid>
          <OfficePanel title={model.heading ?? model.title}>
            <p data-allowed={model.allowed ?? undefined} className="text-sm">
              {model.text}
            </p>
            {model.facts.length > 0 && <OfficeFacts rows={model.facts} />}
            {model.submit && (
              <Button size="sm" className="self-start" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy} onClick={model.submit.onPress}>
                {model.submit.label}
              </Button>
            )}
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </OfficePanel>
        </OfficeGrid>
      )}
    </>
  );
}

/** `/{lng}/office/convert-account` (ROUTE-066; ACCT-017 to ACCT-021). */
export function OfficeConvertAccountScreen() {
  return <OfficeConvertAccountView model={useOfficeConvertAccountScreen()} />;
}
