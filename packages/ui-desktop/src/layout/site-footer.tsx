import { AppLink } from '../components/link-context.tsx';

export interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

export interface SiteFooterProps {
  columns: FooterColumn[];
  legal: string;
  ageNotice: string;
  responsible: string;
  /** The player's limits and self-exclusion, one click from every page. */
  limits?: { label: string; href: string };
  /** The support link (SHELL-001). */
  support?: { href: string; label: string };
  /** The regulator's logo, for the licence countries that show it (CALL-027). */
  policyLogo?: { src: string; alt: string } | null;
  /** "Cookie settings": reopens the cookie-consent choice (absent before the first choice). */
  cookieSettings?: { label: string; onPress(): void } | null;
}

/** The footer: link columns, the responsible-gaming line and the legal line. */
export function SiteFooter({ columns, legal, ageNotice, responsible, limits, support, policyLogo, cookieSettings }: SiteFooterProps) {
  return (
    <footer className="mt-8 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[1920px] grid-cols-4 gap-8 px-6 py-8">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-xs font-bold tracking-wide text-muted uppercase">{column.title}</h2>
            <ul className="space-y-1.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className="text-sm text-fg hover:text-accent-text">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="text-sm text-muted">
          <p className="mb-2 inline-flex items-center gap-2 font-semibold text-fg">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full border-2 border-down text-xs font-black text-down">
              18+
            </span>
            {responsible}
          </p>
          <p>{ageNotice}</p>
          {limits && (
            <AppLink href={limits.href} className="mt-2 inline-block font-semibold text-accent-text hover:underline">
              {limits.label}
            </AppLink>
          )}
          {cookieSettings && (
            <button type="button" onClick={cookieSettings.onPress} className="mt-2 block font-semibold text-accent-text hover:underline">
              {cookieSettings.label}
            </button>
          )}
          {policyLogo && <img src={policyLogo.src} alt={policyLogo.alt} width={88} height={31} loading="lazy" className="mt-3 h-8 w-auto" />}
          {support && (
            <AppLink href={support.href} className="mt-3 inline-flex h-9 items-center gap-2 rounded-full bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover">
              <span aria-hidden="true">?</span>
              {support.label}
            </AppLink>
          )}
        </div>
      </div>
      <p className="border-t border-line px-6 py-3 text-center text-xs text-muted">{legal}</p>
    </footer>
  );
}
