import type { ExclusionModel } from '@bf/headless/screens/office-responsible';
import { ExclusionSection, ExclusionSelect } from '@bf/ui-core/limits/limit-parts';
import { AuthDialog } from '../auth/auth-dialog.tsx';
import { Button } from '../components/button.tsx';

const skin = {
  section: 'rounded-lg border border-line bg-surface p-4',
  hint: 'mt-1 max-w-prose text-sm text-muted',
  last: 'mt-2 text-sm text-fg',
  warning: 'mt-3 max-w-prose rounded-md border border-warning-text/40 px-3 py-2 text-sm text-warning-text',
  error: 'mt-2 text-sm font-semibold text-down',
  actions: 'flex justify-end gap-2',
};

/** Self-exclusion and time-out: type, period and reason side by side, then a confirmation dialog before anything is sent. */
export function ExclusionPanel({ exclusion }: { exclusion: ExclusionModel }) {
  return (
    <ExclusionSection exclusion={exclusion} skin={skin} isConfirmFirst={false} Dialog={AuthDialog} Button={Button}>
      <div className="mt-4 grid grid-cols-[repeat(3,minmax(0,14rem))_auto] items-start gap-4">
        <ExclusionSelect choice={exclusion.kind} />
        <ExclusionSelect choice={exclusion.days} />
        {exclusion.reason ? <ExclusionSelect choice={exclusion.reason} /> : <span />}
        <Button className="mt-6" variant="secondary" onClick={exclusion.submit.onPress} disabled={exclusion.submit.isDisabled}>
          {exclusion.submit.label}
        </Button>
      </div>
    </ExclusionSection>
  );
}
