import { useOfficeResponsibleScreen, type OfficeResponsibleModel } from '@bf/headless/screens/office-responsible';
import { AuthDialog, ChoiceGroup, DialogStack } from '@bf/ui-mobile/auth';
import { Button } from '@bf/ui-mobile/components';
import { ExclusionPanel, LimitSection, LimitsPage } from '@bf/ui-mobile/limits';

/** `/{lng}/office/responsible` over its model: each limit kind a list of full-width rows, the break last; the questionnaire as a sheet. */
export function OfficeResponsibleView({ model }: { model: OfficeResponsibleModel }) {
  const { questionnaire } = model;
  const message = model.notice?.text ?? (model.status === 'ready' ? '' : model.statusText);
  return (
    <LimitsPage title={model.title} intro={model.intro} message={message} tone={model.notice?.tone ?? (model.status === 'failed' ? 'error' : 'info')}>
      {model.status === 'ready' && model.sections.map((section) => <LimitSection key={section.id} section={section} />)}
      <ExclusionPanel exclusion={model.exclusion} />
      <AuthDialog isOpen={questionnaire !== null} title={questionnaire?.title ?? ''} description={questionnaire?.intro} onClose={questionnaire?.cancel.onPress} closeLabel={questionnaire?.cancel.label ?? ''}>
        {questionnaire && (
          <DialogStack isTight>
            {questionnaire.questions.map((item) => (
              <ChoiceGroup key={item.id} legend={item.legend} value={item.selected} options={item.options} onChange={item.onSelect} columns={1} />
            ))}
            <Button className="w-full" onClick={questionnaire.submit.onPress} disabled={questionnaire.submit.isDisabled} aria-busy={questionnaire.submit.isBusy || undefined}>
              {questionnaire.submit.label}
            </Button>
            <Button className="w-full" variant="secondary" onClick={questionnaire.cancel.onPress} disabled={questionnaire.cancel.isDisabled}>
              {questionnaire.cancel.label}
            </Button>
          </DialogStack>
        )}
      </AuthDialog>
    </LimitsPage>
  );
}

/** `/{lng}/office/responsible`: limits, self-exclusion and time-out (spec: auth-limits-accounts-config.md §3, §4). */
export function OfficeResponsibleScreen() {
  return <OfficeResponsibleView model={useOfficeResponsibleScreen()} />;
}
