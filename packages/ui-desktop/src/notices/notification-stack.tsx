import type { NotificationHostModel } from '@bf/headless/screens/shell-notices';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

const TONE = {
  error: 'border-l-down',
  success: 'border-l-up',
  info: 'border-l-accent',
  warning: 'border-l-warning',
} as const;

/**
 * The notification area, top right under the header: a polite live region screen readers hear, that never takes focus. Always in
 * the page (empty until something is said), so the first notification is announced.
 */
export function NotificationStack({ label, rows }: NotificationHostModel) {
  return (
    <section aria-label={label} className="pointer-events-none fixed top-16 right-4 z-40 flex w-96 flex-col gap-2">
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.id} data-tone={row.tone} className={cn('pointer-events-auto rounded-md border border-l-4 border-line bg-surface p-3 text-fg shadow-lg', TONE[row.tone])}>
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                {row.title && <p className="text-sm font-bold">{row.title}</p>}
                {row.text && <p className="mt-0.5 text-sm text-muted">{row.text}</p>}
                {/* Another site's address: a plain link, never the router's. */}
                {row.link && (
                  <a href={row.link.href} className="mt-1 inline-block text-sm font-semibold text-accent-text underline underline-offset-2 hover:no-underline">
                    {row.link.label}
                  </a>
                )}
              </div>
              {row.close && (
                <button type="button" onClick={row.close.onPress} aria-label={row.close.label} className="-mt-1 -mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-lg leading-none text-muted hover:bg-surface-3 hover:text-fg">
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </div>
            {row.action && (
              <div className="mt-2 flex justify-end">
                <Button size="sm" onClick={row.action.onPress}>
                  {row.action.label}
                </Button>
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
