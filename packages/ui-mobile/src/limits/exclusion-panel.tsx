import type { ExclusionModel } from '@bf/headless/screens/office-responsible';
import { AuthDialog } from '../auth/auth-dialog.tsx';
import { ChoiceGroup } from '../auth/choice-group.tsx';
import { SelectField } from '../auth/select-field.tsx';
import { Button } from '../components/button.tsx';

type Choice = ExclusionModel['kind'];

/** Few choices as thumb-sized radio cards, `columns` a row. */
function ChoiceCards({ choice, columns }: { choice: Choice; columns: 2 | 4 }) {
  return <ChoiceGroup legend={choice.label} value={choice.selected} options={choice.options} onChange={choice.onSelect} columns={columns} />;
}

function ChoiceSelect({ choice }: { choice: Choice }) {
  return (
    <SelectField
      label={choice.label}
      value={String(choice.selected)}
      options={choice.options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(event) => choice.onSelect(Number(event.target.value))}
    />
  );
}

/** Self-exclusion and time-out, stacked full width; the confirmation rises as a bottom sheet before anything is sent. */
export function ExclusionPanel({ exclusion }: { exclusion: ExclusionModel }) {
  const { confirmation } = exclusion;
  return (
    <section aria-labelledby="limits-exclusion" className="flex flex-col gap-3 bg-surface px-4 py-4">
      <h2 id="limits-exclusion" className="text-base font-bold text-fg">
        {exclusion.title}
      </h2>
      <p className="text-sm text-muted">{exclusion.hint}</p>
      {exclusion.last && <p className="text-sm text-fg">{exclusion.last}</p>}
      <ChoiceCards choice={exclusion.kind} columns={2} />
      <ChoiceCards choice={exclusion.days} columns={4} />
      {exclusion.reason && <ChoiceSelect choice={exclusion.reason} />}
      {exclusion.warning && <p className="rounded-md border border-warning-text/40 px-3 py-2 text-sm text-warning-text">{exclusion.warning}</p>}
      {exclusion.error && (
        <p role="alert" className="text-sm font-semibold text-down">
          {exclusion.error}
        </p>
      )}
      <Button className="w-full" variant="secondary" onClick={exclusion.submit.onPress} disabled={exclusion.submit.isDisabled}>
        {exclusion.submit.label}
      </Button>
      <AuthDialog isOpen={confirmation !== null} title={confirmation?.title ?? ''} description={confirmation?.text} onClose={confirmation?.cancel.onPress} closeLabel={confirmation?.cancel.label ?? ''}>
        {confirmation && (
          <div className="flex flex-col gap-2">
            <Button className="w-full" onClick={confirmation.confirm.onPress} disabled={confirmation.confirm.isDisabled} aria-busy={confirmation.confirm.isBusy || undefined}>
              {confirmation.confirm.label}
            </Button>
            <Button className="w-full" variant="ghost" onClick={confirmation.cancel.onPress} disabled={confirmation.cancel.isDisabled}>
              {confirmation.cancel.label}
            </Button>
          </div>
        )}
      </AuthDialog>
    </section>
  );
}
