import type { ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';

/** The mobile top bar: brand on the left, compact controls on the right. */
export function MobileHeader({ brand, homeHref, actions }: { brand: string; homeHref: string; actions: ReactNode }) {
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
