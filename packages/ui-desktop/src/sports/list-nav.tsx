import type { TrailStep } from '@bf/ui-core/sports/types';
import { AppLink } from '../components/link-context.tsx';

export type { TrailStep } from '@bf/ui-core/sports/types';

/** The page's trail (section › sport › country › championship › game) on one line above the title, each step a link. */
export function Breadcrumbs({ label, items }: { label: string; items: readonly TrailStep[] }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label} className="mb-2 text-[13px]">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden="true" className="text-muted/60">
                ›
              </span>
            )}
            <AppLink href={item.href} aria-current={item.isCurrent ? 'page' : undefined} className={item.isCurrent ? 'font-semibold text-fg hover:underline' : 'hover:text-accent-text hover:underline'}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Under a long list: how many of how many events show, and the button that brings the next page. */
export function ListPaging({ status, more }: { status: string; more?: { label: string; isBusy: boolean; onPress(): void } }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-3 py-2">
      <p role="status" className="text-[13px] text-muted tabular-nums">
        {status}
      </p>
      {more && (
        <button type="button" onClick={more.onPress} aria-busy={more.isBusy || undefined} className="h-8 rounded-md border border-accent px-4 text-[13px] font-semibold text-accent-text hover:bg-accent-soft disabled:opacity-60 aria-busy:cursor-progress">
          {more.label}
        </button>
      )}
    </div>
  );
}
