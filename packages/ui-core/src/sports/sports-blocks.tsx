import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { SportIcon } from '../icons.tsx';
import { AppLink } from '../link.tsx';

/** A titled block of the home page ("Top live", "Top line") with a link to the whole list. */
export function SportsSection({ title, isLive, link, children }: { title: string; isLive?: boolean; link?: { label: string; href: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center gap-2 px-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-fg">
          {isLive && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-live" />}
          {title}
        </h2>
        {link && (
          <AppLink href={link.href} className="ml-auto text-sm font-semibold text-accent-text hover:underline">
            {link.label}
          </AppLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** A short message in a list (no events, an error) with an optional action; the kit hands in its corners. */
export function ListMessage({ text, action, tone = 'info', className }: { text: string; action?: ReactNode; tone?: 'info' | 'error'; className: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={cn('flex min-h-24 flex-col items-center justify-center gap-3 border border-dashed border-line bg-surface px-4 py-6 text-center text-sm', className, tone === 'error' ? 'text-down' : 'text-muted')}>
      <p>{text}</p>
      {action}
    </div>
  );
}

/** A small text button (retry); the kit hands in its size. */
export function TextButton({ children, onClick, className }: { children: ReactNode; onClick(): void; className: string }) {
  return (
    <button type="button" onClick={onClick} className={cn(className, 'bg-accent text-sm font-semibold text-accent-fg hover:bg-accent-hover')}>
      {children}
    </button>
  );
}

/** The home page's welcome banner; the kit hands in its size and corners. */
export function HomeHero({ title, text, classes }: { title: string; text: string; classes: { section: string; title: string; text: string } }) {
  return (
    <section className={cn('bg-gradient-to-br from-header to-accent text-white', classes.section)}>
      <h1 className={cn('font-extrabold', classes.title)}>{title}</h1>
      <p className={cn('text-white/85', classes.text)}>{text}</p>
    </section>
  );
}

export interface HomeSportItem {
  key: string;
  label: string;
  href: string;
  /** Icon key. */
  icon: string;
}

/** The home page's popular sports as links with icons; the kit hands in the row's layout and the links' shape. */
export function HomeSports({ title, items, classes }: { title: string; items: readonly HomeSportItem[]; classes: { nav?: string; list: string; item?: string; link: string; icon: string } }) {
  return (
    <nav aria-labelledby="home-sports" className={classes.nav}>
      <h2 id="home-sports" className="sr-only">
        {title}
      </h2>
      <ul className={classes.list}>
        {items.map((sport) => (
          <li key={sport.key} className={classes.item}>
            <AppLink href={sport.href} className={cn('flex items-center border border-line bg-surface font-semibold', classes.link)}>
              <SportIcon sport={sport.icon} className={cn('text-accent-text', classes.icon)} />
              {sport.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
