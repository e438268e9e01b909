import { AppLink } from '../components/link-context.tsx';

/** A compact footer: links in two columns, responsible gaming and the legal line. */
export function MobileFooter({
  links,
  responsible,
  limits,
  ageNotice,
  legal,
  support,
  policyLogo,
  cookieSettings,
}: {
  links: { label: string; href: string }[];
  responsible: string;
  /** The player's limits and self-exclusion, one tap from every page. */
  limits?: { label: string; href: string };
  ageNotice: string;
  legal: string;
  /** The support link, a full-width 44 px button (SHELL-001). */
  support?: { href: string; label: string };
  /** The regulator's logo for the licence countries that show it (CALL-027). */
  policyLogo?: { src: string; alt: string } | null;
  /** "Cookie settings": reopens the cookie-consent choice (absent before the first choice). */
  cookieSettings?: { label: string; onPress(): void } | null;
}) {
  return (
    <footer className="mt-4 border-t border-line bg-surface px-4 py-5 text-sm">
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className="text-fg">
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
      {/* A div, not a paragraph: a bold line above a small one reads as a heading to axe (p-as-heading), and it is neither. */}
      <div className="mt-4 flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full border-2 border-down text-[10px] font-black text-down">
          18+
        </span>
        {responsible}
      </div>
      <p className="mt-1 text-xs text-muted">{ageNotice}</p>
      {limits && (
        <AppLink href={limits.href} className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-text">
          {limits.label}
        </AppLink>
      )}
      {cookieSettings && (
        <button type="button" onClick={cookieSettings.onPress} className="flex min-h-11 items-center font-semibold text-accent-text">
          {cookieSettings.label}
        </button>
      )}
      {policyLogo && <img src={policyLogo.src} alt={policyLogo.alt} width={88} height={31} loading="lazy" className="mt-3 h-8 w-auto" />}
      {support && (
        <AppLink href={support.href} className="mt-4 flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent font-semibold text-accent-fg">
          <span aria-hidden="true">?</span>
          {support.label}
        </AppLink>
      )}
      <p className="mt-3 text-xs text-muted">{legal}</p>
    </footer>
  );
}
