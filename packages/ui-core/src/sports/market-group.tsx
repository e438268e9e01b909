import { useId, useState, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { ChevronIcon } from '../icons.tsx';

export interface MarketGroupCardProps {
  title: string;
  /** Open at first (default true). */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A market group of the game page (result, totals, handicap…): a titled card the player can fold. The kit hands in its corners and sizes. */
export function MarketGroupCard({ title, defaultOpen = true, children, classes }: MarketGroupCardProps & { classes: { card: string; toggle: string; body: string } }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={cn('border border-line bg-surface', classes.card)}>
      <h2>
        <button type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setOpen(!isOpen)} className={cn('flex w-full items-center gap-2 px-3 text-left font-bold text-fg', classes.toggle)}>
          <ChevronIcon isOpen={isOpen} className="size-4 text-muted" />
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className={cn('border-t border-line p-3', classes.body)}>
        {children}
      </div>
    </section>
  );
}
