import type { PaymentFormModel } from '@bf/headless/screens/office-recharge';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { TextField } from '../components/text-field.tsx';
import { cn } from '../utils/cn.ts';

/**
 * The deposit or withdrawal form, phone: the balance on top, methods as full-width rows, the amount with big quick
 * amounts, and the submit button held at the bottom of the screen.
 */
export function PaymentFormSheet({ model }: { model: PaymentFormModel }) {
  if (model.status === 'unavailable') return <Notice title={model.unavailableText ?? model.title} tone="warning" />;
  return (
    <form
      noValidate
      aria-label={model.title}
      aria-busy={model.status === 'loading' || model.submit.isBusy}
      onSubmit={(event) => {
        event.preventDefault();
        model.submit.onPress();
      }}
      className="flex flex-col gap-4"
    >
      {(model.account || model.available) && (
        <div className="flex justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3">
          {model.account && <Figure label={model.account.label} value={model.account.balance} />}
          {model.available && <Figure label={model.available.label} value={model.available.value} alignEnd />}
        </div>
      )}
      {model.error && (
        <p role="alert" className="rounded-lg border-l-4 border-down bg-down/10 px-3 py-2 text-sm font-semibold text-fg">
          {model.error}
        </p>
      )}
      {model.methods.options.length > 0 && (
        <fieldset className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface">
          <legend className="mb-2 px-1 text-sm font-semibold text-fg">{model.methods.label}</legend>
          {model.methods.options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 border-t border-line px-4 py-3 text-base first-of-type:border-t-0">
              <input type="radio" name="payment-method" checked={option.value === model.methods.selected} onChange={() => model.methods.onSelect(option.value)} className="size-5 accent-[var(--bf-accent)]" />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={model.amount.label}
        inputMode="decimal"
        autoComplete="off"
        value={model.amount.text}
        error={model.amount.error ?? undefined}
        hint={model.amount.hint ?? undefined}
        onChange={(event) => model.amount.onText(event.target.value)}
      />
      {model.presets.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {model.presets.map((preset) => (
            <Button key={preset.label} variant="secondary" onClick={preset.onPress}>
              {preset.label}
            </Button>
          ))}
        </div>
      )}
      <div className="sticky bottom-16 z-10 -mx-1 rounded-xl bg-surface p-1 shadow-sm">
        <Button type="submit" className="w-full" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy}>
          {model.submit.label}
        </Button>
      </div>
    </form>
  );
}

function Figure({ label, value, alignEnd = false }: { label: string; value: string; alignEnd?: boolean }) {
  return (
    <div className={cn('flex flex-col', alignEnd && 'items-end text-right')}>
      <span className="text-xs text-muted">{label}</span>
      <span className="text-base font-bold text-fg tabular-nums">{value}</span>
    </div>
  );
}
