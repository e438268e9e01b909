import type { ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { AccountIcon, LogoutIcon } from '../auth/session-icons.tsx';

/** The mobile top bar: brand on the left, compact controls on the right (the sections show as chips under it, not here). */
export function MobileHeader({ brand, homeHref, actions }: { brand: string; homeHref: string; actions: ReactNode; navLabel?: string; nav?: unknown }) {
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 bg-header px-3 text-header-fg pt-[env(safe-area-inset-top)]">
      <AppLink href={homeHref} className="flex shrink-0 items-center gap-2 text-base font-extrabold">
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-md bg-accent text-sm text-accent-fg">
          B
        </span>
        {/* Below 428 px the name gives its room to the sign-in buttons, whose labels are long in some languages
            ("Registrieren"); it stays the link's accessible name. */}
        <span className="sr-only m428:not-sr-only">{brand}</span>
      </AppLink>
      <div className="flex items-center gap-1.5">{actions}</div>
    </header>
  );
}

/**
 * A signed-in player's top-bar controls on the phone: the account and "Log out" as icon buttons (the bar has no room
 * for two labels on a phone); the names stay for assistive tech.
 */
export function HeaderSession({ account, logout }: { account?: { label: string; href: string }; logout?: { label: string; isBusy: boolean; onPress(): void } }) {
  return (
    <>
      {account && (
        <ButtonLink href={account.href} variant="header" size="icon" aria-label={account.label}>
          <AccountIcon />
        </ButtonLink>
      )}
      {logout && (
        <Button variant="header" size="icon" disabled={logout.isBusy} aria-label={logout.label} onClick={logout.onPress}>
          <LogoutIcon />
        </Button>
      )}
    </>
  );
}
