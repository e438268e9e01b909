import { useOfficeResponsibleScreen, type OfficeResponsibleModel } from '@bf/headless/screens/office-responsible';
import { AuthDialog, ChoiceGroup, DialogButtons, DialogStack } from '@bf/ui-desktop/auth';
import { Button } from '@bf/ui-desktop/components';
import { ExclusionPanel, LimitSection, LimitsPage } from '@bf/ui-desktop/limits';

/** `/{lng}/office/responsible` over its model: the limits as tables, then the break; the questionnaire as a dialog. */
export function OfficeResponsibleView({ model }: { model: OfficeResponsibleModel }) {
  const quiz = model.questionnaire;
  const message = model.notice?.text ?? (model.status === 'ready' ? '' : model.statusText);
  return (
    <LimitsPage title={model.title} intro={model.intro} message={message} tone={model.notice?.tone ?? (model.status === 'failed' ? 'error' : 'info')}>
      {model.status === 'ready' && model.sections.map((section) => <LimitSection key={section.id} section={section} columns={model.columns} />)}
      <ExclusionPanel exclusion={model.exclusion} />
      <AuthDialog isOpen={quiz !== null} title={quiz?.title ?? ''} description={quiz?.intro} onClose={quiz?.cancel.onPress} closeLabel={quiz?.cancel.label ?? ''}>
        {quiz && (
          <DialogStack>
            {quiz.questions.map((question) => (
              <ChoiceGroup key={question.id} legend={question.legend} value={question.selected} options={question.options} onChange={question.onSelect} columns={2} />
            ))}
            <DialogButtons>
              <Button className="flex-1" onClick={quiz.submit.onPress} disabled={quiz.submit.isDisabled} aria-busy={quiz.submit.isBusy || undefined}>
                {quiz.submit.label}
              </Button>
              <Button variant="ghost" onClick={quiz.cancel.onPress} disabled={quiz.cancel.isDisabled}>
                {quiz.cancel.label}
              </Button>
            </DialogButtons>
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
