import { useOfficeVerificationScreen, type OfficeVerificationModel } from '@bf/headless/screens/office-verification';
import { FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { CareFileField, CareRows, CareSelectField, OfficeForm, OfficeIntro, OfficePanel, OfficeSections, OfficeStatus, PanelButton, VerificationState } from '@kit/office';

/** Verification: where the player stands, the upload form and the documents sent (side by side on the desktop, one under the other on the phone). */
export function OfficeVerificationView({ model }: { model: OfficeVerificationModel }) {
  const { state, form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeIntro text={model.intro} where="page" />
      <OfficeStatus text={model.statusText} />
      {state && (
        <OfficeSections>
          <VerificationState state={state}>
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </VerificationState>
          {form && (
            <OfficePanel title={form.title}>
              <OfficeIntro text={model.intro} where="panel" />
              <OfficeForm layout="care" isBusy={form.submit.isBusy} onSubmit={form.submit.onPress}>
                <CareSelectField field={form.documentType} />
                <CareFileField field={form.file} />
                <PanelButton type="submit" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
                  {form.submit.label}
                </PanelButton>
              </OfficeForm>
            </OfficePanel>
          )}
          {model.documents.rows.length > 0 && (
            <OfficePanel title={model.documents.title} isWide>
              <CareRows rows={model.documents.rows} label={model.documents.title} />
            </OfficePanel>
          )}
        </OfficeSections>
      )}
    </>
  );
}

/** office/verification, office/identification and verification/sumsub (ROUTE-026, ROUTE-027, ROUTE-065). */
export function OfficeVerificationScreen() {
  return <OfficeVerificationView model={useOfficeVerificationScreen()} />;
}
