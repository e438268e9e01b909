import { useOfficeConvertAccountScreen, type OfficeConvertAccountModel } from '@bf/headless/screens/office-convert-account';
import { Button } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficeFacts, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/convert-account` on the phone: one full-width section, the request button at its foot. */
export function OfficeConvertAccountView({ model }: { model: OfficeConvertAccountModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.statusText && <p className="px-1 text-sm text-muted">{model.statusText}</p>}
      {model.text && (
        <OfficeStack>
          <OfficePanel title={model.heading ?? model.title}>
            <p data-allowed={model.allowed ?? undefined}>{model.text}</p>
            <OfficeFacts rows={model.facts} />
            {model.submit && (
              <Button className="w-full" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy} onClick={model.submit.onPress}>
                {model.submit.label}
              </Button>
            )}
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </OfficePanel>
        </OfficeStack>
      )}
    </>
  );
}

/** `/{lng}/office/convert-account` (ROUTE-066; ACCT-017 to ACCT-021). */
export function OfficeConvertAccountScreen() {
  return <OfficeConvertAccountView model={useOfficeConvertAccountScreen()} />;
}
