import type { NotificationHostModel } from '@bf/headless/screens/shell-notices';
import { cn } from '../utils/cn.ts';

const BAR = { error: 'bg-down', success: 'bg-up', info: 'bg-accent', warning: 'bg-warning' } as const;

/**
 * The phone's notification area: full-width cards at the top of the screen, text across the whole width and a row
 * of 44 px buttons under it, in a polite live region that never takes focus (in the page from the first render, so
 * the first message is announced).
 */
export function NotificationStack({ label, rows }: NotificationHostModel) {
  return (
    <section aria-label={label} className="pointer-events-none fixed inset-x-2 top-[calc(env(safe-area-inset-top)+0.5rem)] z-40">
      <div role="status" aria-live="polite">
        <ul className="flex flex-col gap-2">
        {rows.map(({ id, tone, title, text, link, action, close }) => (
          <li key={id} data-tone={tone} className="pointer-events-auto overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl">
            <span aria-hidden="true" className={cn('block h-1', BAR[tone])} />
            <div className="px-4 pt-2.5 pb-1 text-sm">
              {title && <strong className="block">{title}</strong>}
              {text && <span className="block text-muted">{text}</span>}
            </div>
            {/* Another site's address: a plain link, never the router's; a 44 px row of its own above the buttons. */}
            {link && (
              <a href={link.href} className="flex min-h-11 items-center justify-center border-t border-line px-4 text-center font-semibold break-all text-accent-text underline underline-offset-2">
                {link.label}
              </a>
            )}
            <div className="flex border-t border-line">
              {action && (
                <button type="button" onClick={action.onPress} className="h-11 flex-1 font-semibold text-accent-text">
                  {action.label}
                </button>
              )}
              {close && (
                <button type="button" onClick={close.onPress} className="h-11 flex-1 text-muted">
                  {close.label}
                </button>
              )}
            </div>
          </li>
        ))}
        </ul>
      </div>
    </section>
  );
}
