import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
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
