import { useOfficeConvertAccountScreen, type OfficeConvertAccountModel } from '@bf/headless/screens/office-convert-account';
import { FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { OfficeFacts, OfficePanel, OfficeSections, PanelButton } from '@kit/office';

/** `/{lng}/office/convert-account` over its model: the status, the account in question and the request button. */
export function OfficeConvertAccountView({ model }: { model: OfficeConvertAccountModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.statusText && <p className="text-sm text-muted">{model.statusText}</p>}
      {model.text && (
        <OfficeSections>
          <OfficePanel title={model.heading ?? model.title}>
            <p data-allowed={model.allowed ?? undefined} className="text-sm">
              {model.text}
            </p>
            {model.facts.length > 0 && <OfficeFacts rows={model.facts} />}
            {model.submit && (
              <PanelButton disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy} onClick={model.submit.onPress}>
                {model.submit.label}
              </PanelButton>
            )}
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </OfficePanel>
        </OfficeSections>
      )}
    </>
  );
}

/** `/{lng}/office/convert-account` over its model: the status, the account in question and the request button. */
export function OfficeConvertAccountScreen() {
  return <OfficeConvertAccountView model={useOfficeConvertAccountScreen()} />;
}
