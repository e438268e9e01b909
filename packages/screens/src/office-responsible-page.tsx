import { useOfficeResponsibleScreen, type OfficeResponsibleModel } from '@bf/headless/screens/office-responsible';
import { AuthDialog } from '@kit/auth';
import { ExclusionPanel, LimitSection, LimitsPage, QuestionnaireBody } from '@kit/limits';

/**
 * `/{lng}/office/responsible` over its model: each limit kind (a table on the desktop, full-width rows on the phone),
 * then the break; the questionnaire as a dialog or a sheet.
 */
export function OfficeResponsibleView({ model }: { model: OfficeResponsibleModel }) {
  const quiz = model.questionnaire;
  const message = model.notice?.text ?? (model.status === 'ready' ? '' : model.statusText);
  return (
    <LimitsPage title={model.title} intro={model.intro} message={message} tone={model.notice?.tone ?? (model.status === 'failed' ? 'error' : 'info')}>
      {model.status === 'ready' && model.sections.map((section) => <LimitSection key={section.id} section={section} columns={model.columns} />)}
      <ExclusionPanel exclusion={model.exclusion} />
      <AuthDialog isOpen={quiz !== null} title={quiz?.title ?? ''} description={quiz?.intro} onClose={quiz?.cancel.onPress} closeLabel={quiz?.cancel.label ?? ''}>
        {quiz && <QuestionnaireBody quiz={quiz} />}
      </AuthDialog>
    </LimitsPage>
  );
}

/** `/{lng}/office/responsible`: limits, self-exclusion and time-out (spec: auth-limits-accounts-config.md §3, §4). */
export function OfficeResponsibleScreen() {
  return <OfficeResponsibleView model={useOfficeResponsibleScreen()} />;
}
