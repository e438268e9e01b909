import { useOfficeResponsibleScreen, type OfficeResponsibleModel } from '@bf/headless/screens/office-responsible';
import { ExclusionPanel, LimitSection, LimitsPage } from '@bf/ui-desktop/limits';

/** `/{lng}/office/responsible` over its model: the money limits as tables, then the break. */
export function OfficeResponsibleView({ model }: { model: OfficeResponsibleModel }) {
  const message = model.notice?.text ?? (model.status === 'ready' ? '' : model.statusText);
  return (
    <LimitsPage title={model.title} intro={model.intro} message={message} tone={model.notice?.tone ?? (model.status === 'failed' ? 'error' : 'info')}>
      {model.status === 'ready' && model.sections.map((section) => <LimitSection key={section.id} section={section} columns={model.columns} />)}
      <ExclusionPanel exclusion={model.exclusion} />
    </LimitsPage>
  );
}

/** `/{lng}/office/responsible`: limits, self-exclusion and time-out (spec: auth-limits-accounts-config.md §3, §4). */
export function OfficeResponsibleScreen() {
  return <OfficeResponsibleView model={useOfficeResponsibleScreen()} />;
}
