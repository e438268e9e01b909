import type { ReactNode } from 'react';
import { SportsToolbar } from './sports-toolbar.tsx';

/** What a grid of sports cards holds: results by championship, one championship's table and results, or many tables. */
export type CardGridLayout = 'results' | 'champ' | 'champs';

/** Sports cards on a phone: one column, whatever they hold. */
export function CardGrid({ children }: { layout: CardGridLayout; children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-3">{children}</div>;
}

/** A bar above the cards holding a filter (the results' day picker). */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-line bg-surface px-3 py-2">{children}</div>;
}

/** The champions pages' heading: the sports toolbar's title row, with a way back in it. */
export function ChampsHeading({ title, children }: { title: string; children?: ReactNode }) {
  return <SportsToolbar title={title}>{children}</SportsToolbar>;
}
