import { useOfficeVerificationScreen, type OfficeVerificationModel } from '@bf/headless/screens/office-verification';
import { Button } from '@bf/ui-mobile/components';
import { FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { CareFileField, CareList, CareSelectField, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

const badge = { none: 'border-line', pending: 'border-accent', approved: 'border-up' } as const;

/** Verification on the phone: a status banner, then the steps one under the other with a full-width button. */
export function OfficeVerificationView({ model }: { model: OfficeVerificationModel }) {
  const { state, form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      {model.statusText && <p className="px-1 text-sm text-muted">{model.statusText}</p>}
      {state && (
        <OfficeStack>
          <section data-state={state.tone} aria-live="polite" className={`border-l-4 bg-surface px-4 py-3 ${badge[state.tone]}`}>
            <h2 className="text-base font-bold">{state.label}</h2>
            <p className="text-sm">{state.text}</p>
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </section>
          {form && (
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
                <CareSelectField field={form.documentType} />
                <CareFileField field={form.file} />
                <Button type="submit" className="w-full" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
                  {form.submit.label}
                </Button>
              </form>
            </OfficePanel>
          )}
          {model.documents.rows.length > 0 && (
            <OfficePanel title={model.documents.title}>
              <CareList rows={model.documents.rows} label={model.documents.title} />
            </OfficePanel>
          )}
        </OfficeStack>
      )}
    </>
  );
}

/** office/verification, office/identification and verification/sumsub (ROUTE-026, ROUTE-027, ROUTE-065). */
export function OfficeVerificationScreen() {
  return <OfficeVerificationView model={useOfficeVerificationScreen()} />;
}
