import type { ReactNode } from 'react';
import * as Shared from '@bf/ui-core/sports/market-group';
import { cn } from '../utils/cn.ts';

/** A market group of the game page as a card with a 48 px head the player can fold. */
export const MarketGroupCard = (props: Shared.MarketGroupCardProps) => <Shared.MarketGroupCard {...props} classes={{ card: 'rounded-xl', toggle: 'h-12 text-[15px]', body: 'space-y-3' }} />;

/** One market: its name and its outcomes, two or three to a row. */
export function MarketRow({ name, columns, children }: { name?: string; columns: number; children: ReactNode }) {
  return (
    <div>
      {name && <h3 className="mb-1.5 text-xs font-semibold text-muted">{name}</h3>}
      <div className={cn('grid gap-1.5', columns >= 3 ? 'grid-cols-3' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}>{children}</div>
    </div>
  );
}

/** A game's market groups, one under the other. */
export function MarketGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-3">{children}</div>;
}
