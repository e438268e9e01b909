import type { ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

export interface NavItem {
  label: string;
  href: string;
  isActive?: boolean;
  badge?: string;
}

export interface SiteHeaderProps {
  brand: string;
  homeHref: string;
  navLabel: string;
  nav: NavItem[];
  /** Language, theme and sign-in controls. */
  actions: ReactNode;
}

/** The desktop header: brand, main sections, then the controls on the right. */
export function SiteHeader({ brand, homeHref, navLabel, nav, actions }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 bg-header text-header-fg shadow-sm">
      <div className="mx-auto flex h-14 max-w-[1920px] items-center gap-6 px-4">
        <AppLink href={homeHref} className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-md bg-accent text-sm text-accent-fg">
            B
          </span>
          {brand}
        </AppLink>
        <nav aria-label={navLabel} className="min-w-0 flex-1">
          <ul className="flex items-center gap-1 overflow-x-auto">
            {nav.map((item) => (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  aria-current={item.isActive ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-header-muted hover:bg-white/10 hover:text-header-fg',
                    item.isActive && 'bg-white/10 text-header-fg',
                  )}
                >
                  {item.badge && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-live" />}
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}

/** A signed-in player's header controls on desktop: the account link and "Log out", both with their labels. */
export function HeaderSession({ account, logout }: { account?: { label: string; href: string }; logout?: { label: string; isBusy: boolean; onPress(): void } }) {
  return (
    <>
      {account && (
        <ButtonLink href={account.href} variant="header" size="sm">
          {account.label}
        </ButtonLink>
      )}
      {logout && (
        <Button variant="header" size="sm" disabled={logout.isBusy} onClick={logout.onPress}>
          {logout.label}
        </Button>
      )}
    </>
  );
}
