import { useRovingFocus } from '@bf/headless/interactions';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

export interface TabItem {
  key: string;
  label: string;
  href: string;
  isActive?: boolean;
  /** An analytics section label (the account menu's, ACCT-024), set as data-analytics on the link. */
  analytics?: string;
  badge?: string;
}

/** Horizontally scrolling section chips under the header; left and right arrows, Home and End move between them. */
export function SectionTabs({ label, items }: { label: string; items: TabItem[] }) {
  const roving = useRovingFocus<HTMLUListElement>({ keys: items.map((item) => item.key), orientation: 'horizontal', loop: false });
  return (
    <nav aria-label={label} className="border-b border-line bg-surface">
      <ul {...roving.groupProps} className="flex gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <AppLink
              href={item.href}
              {...roving.itemProps(item.key)}
              aria-current={item.isActive ? 'page' : undefined}
              data-analytics={item.analytics}
              className={cn('flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold', item.isActive ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface-2 text-fg')}
            >
              {item.badge && <span className="size-1.5 rounded-full bg-live" aria-hidden="true" />}
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
