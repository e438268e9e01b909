import { useOfficeSupportScreen, type OfficeSupportModel } from '@bf/headless/screens/office-support';
import { FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { CareRows, CareSelectField, CareTextAreaField, OfficeForm, OfficeIntro, OfficePanel, OfficeSections, PanelButton } from '@kit/office';

/** `/{lng}/office/support`: the message form and the messages sent (a table beside it on the desktop, cards under it on the phone). */
export function OfficeSupportView({ model }: { model: OfficeSupportModel }) {
  const { form, tickets } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeIntro text={model.intro} where="page" />
      <OfficeSections>
        <OfficePanel title={form.title}>
          <OfficeIntro text={model.intro} where="panel" />
          <OfficeForm layout="care" isBusy={form.submit.isBusy} onSubmit={form.submit.onPress}>
            <CareSelectField field={form.topic} />
            <CareTextAreaField field={form.message} />
            <PanelButton type="submit" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
              {form.submit.label}
            </PanelButton>
            <FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />
          </OfficeForm>
        </OfficePanel>
        <OfficePanel title={tickets.title}>
          <CareRows rows={tickets.rows} label={tickets.title} empty={tickets.text} />
        </OfficePanel>
      </OfficeSections>
    </>
  );
}

/** `/{lng}/office/support`: write to support and see the messages sent (ROUTE-026). */
export function OfficeSupportScreen() {
  return <OfficeSupportView model={useOfficeSupportScreen()} />;
}
