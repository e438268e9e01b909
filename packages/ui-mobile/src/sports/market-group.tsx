import { useId, useState, type ReactNode } from 'react';
import { cn } from '../utils/cn.ts';
import { ChevronIcon } from '@bf/ui-core/icons';

/** A market group of the game page: a titled card the player can fold. */
export function MarketGroupCard({ title, defaultOpen = true, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-xl border border-line bg-surface">
      <h2>
        <button type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setOpen(!isOpen)} className="flex h-12 w-full items-center gap-2 px-3 text-left text-[15px] font-bold text-fg">
          <ChevronIcon isOpen={isOpen} className="size-4 text-muted" />
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="space-y-3 border-t border-line p-3">
        {children}
      </div>
    </section>
  );
}

/** One market: its name and its outcomes, two or three to a row. */
export function MarketRow({ name, columns, children }: { name?: string; columns: number; children: ReactNode }) {
  return (
    <div>
      {name && <h3 className="mb-1.5 text-xs font-semibold text-muted">{name}</h3>}
      <div className={cn('grid gap-1.5', columns >= 3 ? 'grid-cols-3' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}>{children}</div>
    </div>
  );
}
