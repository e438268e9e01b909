import type { ExclusionModel } from '@bf/headless/screens/office-responsible';
import { AuthDialog } from '../auth/auth-dialog.tsx';
import { SelectField } from '../auth/select-field.tsx';
import { Button } from '../components/button.tsx';

type Choice = ExclusionModel['kind'];

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

/** Self-exclusion and time-out: type, period and reason side by side, then a confirmation dialog before anything is sent. */
export function ExclusionPanel({ exclusion }: { exclusion: ExclusionModel }) {
  const { confirmation } = exclusion;
  return (
    <section aria-labelledby="limits-exclusion" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="limits-exclusion" className="text-base font-bold text-fg">
        {exclusion.title}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">{exclusion.hint}</p>
      {exclusion.last && <p className="mt-2 text-sm text-fg">{exclusion.last}</p>}
      <div className="mt-4 grid grid-cols-[repeat(3,minmax(0,14rem))_auto] items-start gap-4">
        <ChoiceSelect choice={exclusion.kind} />
        <ChoiceSelect choice={exclusion.days} />
        {exclusion.reason ? <ChoiceSelect choice={exclusion.reason} /> : <span />}
        <Button className="mt-6" variant="secondary" onClick={exclusion.submit.onPress} disabled={exclusion.submit.isDisabled}>
          {exclusion.submit.label}
        </Button>
      </div>
      {exclusion.warning && <p className="mt-3 max-w-prose rounded-md border border-warning-text/40 px-3 py-2 text-sm text-warning-text">{exclusion.warning}</p>}
      {exclusion.error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-down">
          {exclusion.error}
        </p>
      )}
      <AuthDialog isOpen={confirmation !== null} title={confirmation?.title ?? ''} description={confirmation?.text} onClose={confirmation?.cancel.onPress} closeLabel={confirmation?.cancel.label ?? ''}>
        {confirmation && (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={confirmation.cancel.onPress} disabled={confirmation.cancel.isDisabled}>
              {confirmation.cancel.label}
            </Button>
            <Button onClick={confirmation.confirm.onPress} disabled={confirmation.confirm.isDisabled} aria-busy={confirmation.confirm.isBusy || undefined}>
              {confirmation.confirm.label}
            </Button>
          </div>
        )}
      </AuthDialog>
    </section>
  );
}
