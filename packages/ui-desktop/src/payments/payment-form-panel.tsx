import type { PaymentFormModel } from '@bf/headless/screens/office-recharge';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { TextField } from '../components/text-field.tsx';
import { ChoiceGroup } from '../auth/choice-group.tsx';
import { cn } from '../utils/cn.ts';

/**
 * The deposit or withdrawal form, desktop: methods as cards and the amount on the left, the account and what may be
 * paid out in a side column on the right.
 */
export function PaymentFormPanel({ model }: { model: PaymentFormModel }) {
  if (model.status === 'unavailable') return <Notice title={model.unavailableText ?? model.title} tone="warning" />;
  const isLoading = model.status === 'loading';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_18rem] gap-6" aria-busy={isLoading || model.submit.isBusy}>
      <form
        noValidate
        aria-label={model.title}
        onSubmit={(event) => {
          event.preventDefault();
          model.submit.onPress();
        }}
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6"
      >
        {model.error && (
          <p role="alert" className="rounded-md border-l-4 border-down bg-down/10 px-3 py-2 text-sm font-semibold text-fg">
            {model.error}
          </p>
        )}
        {model.methods.options.length > 0 && model.methods.selected !== null && (
          <ChoiceGroup legend={model.methods.label} value={model.methods.selected} options={model.methods.options} onChange={model.methods.onSelect} columns={3} />
        )}
        <TextField
          label={model.amount.label}
          inputMode="decimal"
          autoComplete="off"
          value={model.amount.text}
          error={model.amount.error ?? undefined}
          hint={model.amount.hint ?? undefined}
          trailing={model.account ? <span className="px-2 text-sm text-muted">{model.account.value}</span> : undefined}
          onChange={(event) => model.amount.onText(event.target.value)}
          className="max-w-sm"
        />
        {model.presets.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {model.presets.map((preset) => (
              <Button key={preset.label} variant="secondary" size="sm" onClick={preset.onPress}>
                {preset.label}
              </Button>
            ))}
          </div>
        )}
        <div>
          <Button type="submit" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy}>
            {model.submit.label}
          </Button>
        </div>
      </form>
      <aside className="flex flex-col gap-3 self-start rounded-xl border border-line bg-surface-2 p-5 text-sm">
        {model.account && <SideFigure label={model.account.label} value={model.account.balance} />}
        {model.available && <SideFigure label={model.available.label} value={model.available.value} isStrong />}
      </aside>
    </div>
  );
}

function SideFigure({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div className="flex flex-col">
      <span className="text-muted">{label}</span>
      <span className={cn('text-lg font-semibold text-fg tabular-nums', isStrong && 'text-xl font-bold')}>{value}</span>
    </div>
  );
}
