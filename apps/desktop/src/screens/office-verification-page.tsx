import { useOfficeVerificationScreen, type OfficeVerificationModel } from '@bf/headless/screens/office-verification';
import { Button } from '@bf/ui-desktop/components';
import { FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { CareFileField, CareSelectField, CareTable, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

const toneClass = { none: 'bg-surface-3 text-fg', pending: 'bg-accent-soft text-accent-text', approved: 'bg-up/10 text-up' } as const;

/** Verification on desktop: where the player stands and the upload form side by side, the documents below. */
export function OfficeVerificationView({ model }: { model: OfficeVerificationModel }) {
  const { state, form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <p className="mb-3 text-sm text-muted">{model.intro}</p>
      {model.statusText && <p className="text-sm text-muted">{model.statusText}</p>}
      {state && (
        <OfficeGrid>
          <OfficePanel title={state.label}>
            <p data-state={state.tone} className={`rounded-md px-3 py-2 text-sm font-semibold ${toneClass[state.tone]}`}>
              {state.text}
            </p>
            <FormMessage message={model.result?.text} tone={model.result?.tone ?? 'info'} />
          </OfficePanel>
          {form && (
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
                <CareSelectField field={form.documentType} />
                <CareFileField field={form.file} />
                <Button type="submit" size="sm" className="self-start" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
                  {form.submit.label}
                </Button>
              </form>
            </OfficePanel>
          )}
          {model.documents.rows.length > 0 && (
            <OfficePanel title={model.documents.title} isWide>
              <CareTable rows={model.documents.rows} caption={model.documents.title} />
            </OfficePanel>
          )}
        </OfficeGrid>
      )}
    </>
  );
}

/** office/verification, office/identification and verification/sumsub (ROUTE-026, ROUTE-027, ROUTE-065). */
export function OfficeVerificationScreen() {
  return <OfficeVerificationView model={useOfficeVerificationScreen()} />;
}
