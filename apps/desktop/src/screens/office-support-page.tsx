import { useOfficeSupportScreen, type OfficeSupportModel } from '@bf/headless/screens/office-support';
import { Button } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { CareSelectField, CareTable, CareTextAreaField, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/support` on desktop: the message form beside the table of sent messages. */
export function OfficeSupportView({ model }: { model: OfficeSupportModel }) {
  const { form, tickets } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <p className="mb-3 text-sm text-muted">{model.intro}</p>
      <OfficeGrid>
        <OfficePanel title={form.title}>
          <form
            noValidate
            aria-busy={form.submit.isBusy}
            onSubmit={(event) => {
              event.preventDefault();
              form.submit.onPress();
            }}
            className="flex flex-col gap-1"
          >
            <CareSelectField field={form.topic} />
            <CareTextAreaField field={form.message} />
            <Button type="submit" size="sm" className="self-start" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
              {form.submit.label}
            </Button>
            <FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />
          </form>
        </OfficePanel>
        <OfficePanel title={tickets.title}>
          {tickets.text && <p className="text-sm text-muted">{tickets.text}</p>}
          {tickets.rows.length > 0 && <CareTable rows={tickets.rows} caption={tickets.title} />}
        </OfficePanel>
      </OfficeGrid>
    </>
  );
}

/** `/{lng}/office/support`: write to support and see the messages sent (ROUTE-026). */
export function OfficeSupportScreen() {
  return <OfficeSupportView model={useOfficeSupportScreen()} />;
}
