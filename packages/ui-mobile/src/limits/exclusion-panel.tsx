import type { ExclusionModel } from '@bf/headless/screens/office-responsible';
import { ExclusionSection, ExclusionSelect, type LimitButton } from '@bf/ui-core/limits/limit-parts';
import { AuthDialog } from '../auth/auth-dialog.tsx';
import { ChoiceGroup } from '../auth/choice-group.tsx';
import { Button } from '../components/button.tsx';

const WideButton: LimitButton = (props) => <Button className="w-full" {...props} />;
const skin = {
  section: 'flex flex-col gap-3 bg-surface px-4 py-4',
  hint: 'text-sm text-muted',
  last: 'text-sm text-fg',
  warning: 'rounded-md border border-warning-text/40 px-3 py-2 text-sm text-warning-text',
  error: 'text-sm font-semibold text-down',
  actions: 'flex flex-col gap-2',
};

/** Few choices as thumb-sized radio cards, `columns` a row. */
function ChoiceCards({ choice, columns }: { choice: ExclusionModel['kind']; columns: 2 | 4 }) {
  return <ChoiceGroup legend={choice.label} value={choice.selected} options={choice.options} onChange={choice.onSelect} columns={columns} />;
}

/** Self-exclusion and time-out, stacked full width; the confirmation rises as a bottom sheet before anything is sent. */
export function ExclusionPanel({ exclusion }: { exclusion: ExclusionModel }) {
  const submit = (
    <WideButton variant="secondary" onClick={exclusion.submit.onPress} disabled={exclusion.submit.isDisabled}>
      {exclusion.submit.label}
    </WideButton>
  );
  return (
    <ExclusionSection exclusion={exclusion} skin={skin} footer={submit} isConfirmFirst Dialog={AuthDialog} Button={WideButton}>
      <ChoiceCards choice={exclusion.kind} columns={2} />
      <ChoiceCards choice={exclusion.days} columns={4} />
      {exclusion.reason && <ExclusionSelect choice={exclusion.reason} />}
    </ExclusionSection>
  );
}
