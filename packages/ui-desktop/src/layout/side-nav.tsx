import { AppLink } from '../components/link-context.tsx';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';

export interface SideNavItem {
  label: string;
  href: string;
  icon?: string;
  isActive?: boolean;
  /** An analytics section label (the account menu's, ACCT-024), set as data-analytics on the link. */
  analytics?: string;
}

export interface SideNavProps {
  title: string;
  items: SideNavItem[];
  className?: string;
}

/** The left column: a titled list of links (sports, casino categories, office sections). */
export function SideNav({ title, items, className }: SideNavProps) {
  return (
    <nav aria-label={title} className={cn('rounded-lg border border-line bg-surface', className)}>
      <h2 className="border-b border-line px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="py-1">
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              data-analytics={item.analytics}
              className={cn('flex h-9 items-center gap-2.5 px-3 text-sm text-fg hover:bg-surface-2', item.isActive && 'bg-accent-soft font-semibold text-accent-text')}
            >
              {item.icon && <SportIcon sport={item.icon} className="size-4 shrink-0 text-muted" />}
              <span className="truncate">{item.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
