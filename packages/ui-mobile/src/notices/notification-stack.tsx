import type { NotificationHostModel } from '@bf/headless/screens/shell-notices';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

const TONE = {
  error: 'border-t-down',
  success: 'border-t-up',
  info: 'border-t-accent',
  warning: 'border-t-warning',
} as const;

/**
 * The phone's notification area: full-width cards at the top of the screen, in a polite live region that never takes
 * focus. Always in the page (empty until something is said), so the first notification is announced.
 */
export function NotificationStack({ label, rows }: NotificationHostModel) {
  return (
    <section aria-label={label} className="pointer-events-none fixed inset-x-2 top-[calc(env(safe-area-inset-top)+0.5rem)] z-40">
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.id} data-tone={row.tone} className={cn('pointer-events-auto rounded-xl border border-t-4 border-line bg-surface px-4 py-3 text-fg shadow-xl', TONE[row.tone])}>
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                {row.title && <p className="text-sm font-bold">{row.title}</p>}
                {row.text && <p className="mt-0.5 text-sm text-muted">{row.text}</p>}
              </div>
              {row.close && (
                <button type="button" onClick={row.close.onPress} aria-label={row.close.label} className="-mt-2 -mr-3 inline-flex size-11 shrink-0 items-center justify-center text-xl leading-none text-muted">
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </div>
            {row.action && (
              <Button className="mt-2 h-11 w-full" onClick={row.action.onPress}>
                {row.action.label}
              </Button>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
