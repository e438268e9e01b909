import type { TrailStep } from '@bf/ui-core/sports/types';
import { AppLink } from '../components/link-context.tsx';

export type { TrailStep } from '@bf/ui-core/sports/types';

/**
 * A phone's trail: one scrolling line of tappable steps (each 32 px tall), ending at the page itself, so a long
 * championship name never pushes the title off the screen.
 */
export function Breadcrumbs({ label, items }: { label: string; items: readonly TrailStep[] }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label} className="-mx-3 mb-1 overflow-x-auto px-3 [scrollbar-width:none]">
      <ol className="flex w-max items-center text-[13px] whitespace-nowrap">
        {items.map((step, index) => (
          <li key={step.key} className="flex items-center">
            {index > 0 && (
              <svg aria-hidden="true" viewBox="0 0 8 12" className="mx-0.5 h-3 w-2 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5">
                <path d="m2 2 4 4-4 4" />
              </svg>
            )}
            <AppLink href={step.href} aria-current={step.isCurrent ? 'page' : undefined} className={step.isCurrent ? 'inline-flex h-8 items-center px-1 font-semibold text-fg' : 'inline-flex h-8 items-center px-1 text-accent-text'}>
              {step.label}
            </AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The end of a long list on a phone: a full-width button for the next page, with how many of how many show under it. */
export function ListPaging({ status, more }: { status: string; more?: { label: string; isBusy: boolean; onPress(): void } }) {
  return (
    <div className="flex flex-col items-stretch gap-1.5 pt-1">
      {more && (
        <button type="button" onClick={more.onPress} aria-busy={more.isBusy || undefined} className="h-12 rounded-xl bg-surface-2 text-[15px] font-bold text-accent-text active:bg-accent-soft aria-busy:cursor-progress">
          {more.label}
        </button>
      )}
      <p role="status" className="text-center text-xs text-muted tabular-nums">
        {status}
      </p>
    </div>
  );
}
