import type { PaymentResultModel } from '@bf/headless/screens/payment-result';
import { ButtonLink } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

// Plain glyphs: every system font has them (the phone's emoji font is not there in every browser).
const MARK = { success: '✓', error: '!', warning: '…', info: 'i' } as const;

/** A payment's outcome, desktop: the mark and message beside the payment's details, the ways on below. */
export function PaymentResultPanel({ model }: { model: PaymentResultModel }) {
  return (
    <section data-tone={model.tone} aria-labelledby="payment-result-title" className="mx-auto mt-10 w-full max-w-3xl rounded-xl border border-line bg-surface p-8">
      <div className="flex items-start gap-5">
        <div
          aria-hidden="true"
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-full text-2xl font-bold',
            model.tone === 'success' && 'bg-up/15 text-fg',
            model.tone === 'error' && 'bg-down/10 text-down',
            model.tone === 'warning' && 'bg-warning-soft text-fg',
            model.tone === 'info' && 'bg-accent-soft text-accent-text',
          )}
        >
          {MARK[model.tone]}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 id="payment-result-title" className="text-2xl font-bold text-fg">
            {model.title}
          </h1>
          <p className="text-base text-fg" aria-live="polite">
            {model.text}
          </p>
          {model.note && <p className="text-sm text-muted">{model.note}</p>}
        </div>
      </div>
      {model.rows.length > 0 && (
        <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 rounded-lg bg-surface-2 p-5 text-sm">
          {model.rows.map((row) => (
            <div key={row.id} className="contents" data-row={row.id}>
              <dt className="text-muted">{row.label}</dt>
              <dd className={cn('tabular-nums text-fg', row.id === 'balance' && 'font-bold')}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-6 flex gap-3">
        {model.links.map((link) => (
          <ButtonLink key={link.id} href={link.href} variant={link.isPrimary ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
