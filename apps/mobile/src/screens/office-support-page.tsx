import { useOfficeSupportScreen, type OfficeSupportModel } from '@bf/headless/screens/office-support';
import { Button } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { CareList, CareSelectField, CareTextAreaField, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/support` on the phone: the form first with a full-width send button, the messages as cards below. */
export function OfficeSupportView({ model }: { model: OfficeSupportModel }) {
  const { form, tickets } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeStack>
        <OfficePanel title={form.title}>
          <p className="text-sm text-muted">{model.intro}</p>
          <form
            noValidate
            aria-busy={form.submit.isBusy}
            onSubmit={(event) => {
              event.preventDefault();
              form.submit.onPress();
            }}
          >
            <CareSelectField field={form.topic} />
            <CareTextAreaField field={form.message} />
            <Button type="submit" className="w-full" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
              {form.submit.label}
            </Button>
            <FormMessage message={form.result?.text} tone={form.result?.tone ?? 'info'} />
          </form>
        </OfficePanel>
        <OfficePanel title={tickets.title}>
          {tickets.text ? <p className="text-sm text-muted">{tickets.text}</p> : <CareList rows={tickets.rows} label={tickets.title} />}
        </OfficePanel>
      </OfficeStack>
    </>
  );
}

/** `/{lng}/office/support`: write to support and see the messages sent (ROUTE-026). */
export function OfficeSupportScreen() {
  return <OfficeSupportView model={useOfficeSupportScreen()} />;
}
