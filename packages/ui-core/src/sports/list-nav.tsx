import type { ReactNode } from 'react';
import { cn } from '../cn.ts';
import { AppLink } from '../link.tsx';
import type { TrailStep } from './types.ts';

export type { TrailStep } from './types.ts';

/** The page's trail (section › sport › country › championship › game), each step a link; the kit hands in its separator and classes. */
export function Breadcrumbs({ label, items, separator, classes }: { label: string; items: readonly TrailStep[]; separator: ReactNode; classes: { nav: string; list: string; item: string; step: string; current: string } }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label} className={classes.nav}>
      <ol className={cn('flex items-center', classes.list)}>
        {items.map((item, index) => (
          <li key={item.key} className={cn('flex items-center', classes.item)}>
            {index > 0 && separator}
            <AppLink href={item.href} aria-current={item.isCurrent ? 'page' : undefined} className={item.isCurrent ? classes.current : classes.step}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The end of a long list: how many of how many events show (before or after the button), and the button that brings the next page. */
export function ListPaging({ status, more, statusLast, classes }: { status: string; more?: { label: string; isBusy: boolean; onPress(): void }; statusLast?: boolean; classes: { box: string; status: string; button: string } }) {
  const shown = (
    <p role="status" className={cn('text-muted tabular-nums', classes.status)}>
      {status}
    </p>
  );
  return (
    <div className={classes.box}>
      {!statusLast && shown}
      {more && (
        <button type="button" onClick={more.onPress} aria-busy={more.isBusy || undefined} className={cn('text-accent-text aria-busy:cursor-progress', classes.button)}>
          {more.label}
        </button>
      )}
      {statusLast && shown}
    </div>
  );
}
