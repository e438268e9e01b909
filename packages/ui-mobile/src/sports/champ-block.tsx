import { useId, type ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { CountryFlag } from './marks.tsx';
import { GameRowSkeleton } from './game-row.tsx';

/** A championship's games under a sticky head. */
export function ChampBlock({ title, href, mark, meta, children }: { title: string; href?: string; mark?: ReactNode; meta?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="overflow-clip rounded-xl border border-line bg-surface">
      <div className="sticky top-14 z-10 flex h-10 items-center gap-2 border-b border-line bg-surface-3 px-3">
        {mark && <span className="shrink-0">{mark}</span>}
        <h2 id={headingId} className="min-w-0 truncate text-[13px] font-bold text-fg">
          {href ? <AppLink href={href}>{title}</AppLink> : title}
        </h2>
        {meta && <span className="ml-auto shrink-0 text-xs text-muted">{meta}</span>}
      </div>
      <div>{children}</div>
    </div>
  );
}

/** Fixed-height placeholders while lists load (and always in the server render). */
export function ListSkeleton({ label, blocks = 2, rows = 3 }: { label: string; blocks?: number; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: blocks }, (_, block) => (
        <div key={block} className="overflow-hidden rounded-xl border border-line bg-surface">
          <div className="flex h-10 items-center border-b border-line bg-surface-3 px-3">
            <span className="h-3 w-40 animate-pulse rounded bg-line" />
          </div>
          {Array.from({ length: rows }, (_, row) => (
            <GameRowSkeleton key={row} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A country heading over its championships. */
export function CountryGroup({ code, name, children }: { code: string | null; name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={`country-${code ?? 'intl'}`} className="scroll-mt-28 space-y-2">
      <h2 id={headingId} className="flex items-center gap-2 px-1 pt-1 text-xs font-bold tracking-wide text-muted uppercase">
        <CountryFlag code={code} />
        {name}
      </h2>
      {children}
    </section>
  );
}
