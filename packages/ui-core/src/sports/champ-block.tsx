import { useId, type ComponentType, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export type { ChampBlockBaseProps } from './types.ts';

/**
 * Fixed-height placeholders while lists load (and always in the server render): nothing jumps when data comes. The
 * kit hands in its game row's placeholder and its block's corners and head height.
 */
export function ListSkeleton({ label, blocks, rows, Row, classes }: { label: string; blocks: number; rows: number; Row: ComponentType; classes: { block: string; head: string; bar: string } }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: blocks }, (_, block) => (
        <div key={block} className={cn('overflow-hidden border border-line bg-surface', classes.block)}>
          <div className={cn('flex items-center border-b border-line bg-surface-3 px-3', classes.head)}>
            <span className={cn('h-3 animate-pulse rounded bg-line', classes.bar)} />
          </div>
          {Array.from({ length: rows }, (_, row) => (
            <Row key={row} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A country heading over its championships; `flag` is the kit's flag, `className` how far a jump to it stops below the header. */
export function CountryGroup({ code, name, flag, className, children }: { code: string | null; name: string; flag: ReactNode; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={`country-${code ?? 'intl'}`} className={cn('space-y-2', className)}>
      <h2 id={headingId} className="flex items-center gap-2 px-1 pt-1 text-xs font-bold tracking-wide text-muted uppercase">
        {flag}
        {name}
      </h2>
      {children}
    </section>
  );
}
