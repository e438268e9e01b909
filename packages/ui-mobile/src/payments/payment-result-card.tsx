import type { PaymentResultModel } from '@bf/headless/screens/payment-result';
import { ButtonLink } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

// Plain glyphs: every system font has them (the phone's emoji font is not there in every browser).
const MARK = { success: '✓', error: '!', warning: '…', info: 'i' } as const;

/** A payment's outcome, phone: a centred mark and message, the details as full-width rows, stacked buttons. */
export function PaymentResultCard({ model }: { model: PaymentResultModel }) {
  return (
    <section data-tone={model.tone} aria-labelledby="payment-result-title" className="flex flex-col gap-4 px-4 py-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <div
          aria-hidden="true"
          className={cn(
            'flex size-16 items-center justify-center rounded-full text-3xl font-bold',
            model.tone === 'success' && 'bg-up/15 text-fg',
            model.tone === 'error' && 'bg-down/10 text-down',
            model.tone === 'warning' && 'bg-warning-soft text-fg',
            model.tone === 'info' && 'bg-accent-soft text-accent-text',
          )}
        >
          {MARK[model.tone]}
        </div>
        <h1 id="payment-result-title" className="text-xl font-bold text-fg">
          {model.title}
        </h1>
        <p className="text-base text-fg" aria-live="polite">
          {model.text}
        </p>
        {model.note && <p className="text-sm text-muted">{model.note}</p>}
      </div>
      {model.rows.length > 0 && (
        <dl className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface">
          {model.rows.map((row) => (
            <div key={row.id} data-row={row.id} className="flex min-h-11 items-center justify-between gap-3 border-t border-line px-4 py-2 first:border-t-0">
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className={cn('text-base tabular-nums text-fg', row.id === 'balance' && 'font-bold')}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-col gap-2">
        {model.links.map((link) => (
          <ButtonLink key={link.id} href={link.href} variant={link.isPrimary ? 'primary' : 'secondary'} className="w-full">
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
