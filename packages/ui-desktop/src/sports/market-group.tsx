import type { ReactNode } from 'react';
import { MarketGroupCard as Card, type MarketGroupCardProps } from '@bf/ui-core/sports/market-group';
import { cn } from '../utils/cn.ts';

export type { MarketGroupCardProps };

/** A market group of the game page (result, totals, handicap…): a titled, collapsible card. */
export function MarketGroupCard(props: MarketGroupCardProps) {
  return <Card {...props} classes={{ card: 'rounded-lg', toggle: 'h-10 text-sm hover:bg-surface-2', body: 'space-y-2' }} />;
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

/** A game's market groups: one column, two from 1680 px. */
export const MarketGrid = ({ children }: { children: ReactNode }) => <div className="grid grid-cols-1 items-start gap-3 d1680:grid-cols-2">{children}</div>;
