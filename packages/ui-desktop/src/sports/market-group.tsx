import { useId, useState, type ReactNode } from 'react';
import { cn } from '../utils/cn.ts';
import { ChevronIcon } from '@bf/ui-core/icons';

export interface MarketGroupCardProps {
  title: string;
  /** Open at first (default true). */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A market group of the game page (result, totals, handicap…): a titled, collapsible card. */
export function MarketGroupCard({ title, defaultOpen = true, children }: MarketGroupCardProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-lg border border-line bg-surface">
      <h2>
        <button type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setOpen(!isOpen)} className="flex h-10 w-full items-center gap-2 px-3 text-left text-sm font-bold text-fg hover:bg-surface-2">
          <ChevronIcon isOpen={isOpen} className="size-4 text-muted" />
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="space-y-2 border-t border-line p-3">
        {children}
      </div>
    </section>
  );
}

/** One market: its name and its outcomes in a grid. */
export function MarketRow({ name, columns, children }: { name?: string; columns: number; children: ReactNode }) {
  return (
    <div>
      {name && <h3 className="mb-1 text-xs font-semibold text-muted">{name}</h3>}
      <div className={cn('grid gap-1.5', columns >= 4 ? 'grid-cols-4' : columns === 3 ? 'grid-cols-3' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}>{children}</div>
    </div>
  );
}
