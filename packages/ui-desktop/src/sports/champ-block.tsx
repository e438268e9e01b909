import { useId, type ReactNode } from 'react';
import * as Shared from '@bf/ui-core/sports/champ-block';
import { AppLink } from '../components/link-context.tsx';
import { CountryFlag } from './marks.tsx';
import { cn } from '../utils/cn.ts';
import { GameRowSkeleton, LIST_COLUMNS } from './game-row.tsx';

export interface ChampBlockProps extends Shared.ChampBlockBaseProps {
  /** Column heads over the odds ("1", "X", "2"). */
  columns: readonly string[];
  className?: string;
}

/** A championship's games under a sticky head that names the championship and the odds columns. */
export function ChampBlock({ title, href, mark, columns, lineHeads = [], meta, children, className }: ChampBlockProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className={cn('@container overflow-clip rounded-lg border border-line bg-surface', className)}>
      <div className="sticky top-14 z-10 flex h-10 items-center gap-2 border-b border-line bg-surface-3 px-3">
        <h2 id={headingId} className="flex min-w-0 flex-1 items-center gap-2 text-[13px] font-bold text-fg">
          {mark && <span className="shrink-0">{mark}</span>}
          {href ? (
            <AppLink href={href} className="truncate hover:text-accent-text">
              {title}
            </AppLink>
          ) : (
            <span className="truncate">{title}</span>
          )}
          {meta && <span className="shrink-0 text-xs font-medium text-muted">{meta}</span>}
        </h2>
        <div aria-hidden="true" className={cn('grid gap-1 text-center text-xs font-semibold text-muted', columns.length === 2 ? 'grid-cols-2' : 'grid-cols-3', LIST_COLUMNS.main)}>
          {columns.map((column) => (
            <span key={column}>{column}</span>
          ))}
        </div>
        {lineHeads.map((head) => (
          <div key={head.key} aria-hidden="true" className={cn('grid-cols-2 gap-x-1 text-center leading-tight text-muted', LIST_COLUMNS[head.key])}>
            <span className="col-span-2 truncate text-[10px] font-medium tracking-wide uppercase">{head.title}</span>
            {head.columns.map((column) => (
              <span key={column} className="text-xs font-semibold">
                {column}
              </span>
            ))}
          </div>
        ))}
        <span className={LIST_COLUMNS.more} />
      </div>
      <div>{children}</div>
    </div>
  );
}

/** Fixed-height placeholders while lists load: blocks of dense rows under a head. */
export function ListSkeleton({ label, blocks = 2, rows = 4 }: { label: string; blocks?: number; rows?: number }) {
  return <Shared.ListSkeleton label={label} blocks={blocks} rows={rows} Row={GameRowSkeleton} classes={{ block: 'rounded-lg', head: 'h-9', bar: 'w-48' }} />;
}

/** A country heading over its championships (a jump to it stops under the sticky header). */
export function CountryGroup({ code, name, children }: { code: string | null; name: string; children: ReactNode }) {
  return (
    <Shared.CountryGroup code={code} name={name} flag={<CountryFlag code={code} />} className="scroll-mt-16">
      {children}
    </Shared.CountryGroup>
  );
}
