import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

export interface BottomNavItem {
  key: string;
  label: string;
  href: string;
  icon: 'home' | 'sports' | 'live' | 'casino' | 'account';
  isActive?: boolean;
  /** An analytics section label (the Account tab's "account", ACCT-024), set as data-analytics on the link. */
  analytics?: string;
}

const icons: Record<BottomNavItem['icon'], string> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9Z',
  sports: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 6Z',
  live: 'M4 6h16v11H4zM8 21h8M12 17v4M10 9l5 2.5-5 2.5V9Z',
  casino: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 5h.01M16 8h.01M8 16h.01M16 16h.01M12 12h.01',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
};

/** The bottom navigation bar of the mobile app; routes may hide it (spec: S1 §2 flags). */
export function BottomNavigation({ label, items }: { label: string; items: BottomNavItem[] }) {
  return (
    <nav aria-label={label} className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]">
      <ul className="grid grid-cols-5">
        {items.map((item) => (
          <li key={item.key}>
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              data-analytics={item.analytics}
              className={cn('flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold', item.isActive ? 'text-accent-text' : 'text-muted')}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={icons[item.icon]} />
              </svg>
              <span className="max-w-full truncate px-1">{item.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
