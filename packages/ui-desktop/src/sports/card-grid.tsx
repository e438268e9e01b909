import type { ReactNode } from 'react';
import { PageHeading } from '../layout/page-heading.tsx';

/** What a grid of sports cards holds: results by championship, one championship's table and results, or many tables. */
export type CardGridLayout = 'results' | 'champ' | 'champs';

// Wide screens put cards side by side: two result cards, a table beside its results (3:2), two tables.
const COLUMNS: Record<CardGridLayout, string> = {
  results: 'd1440:grid-cols-2',
  champ: 'd1440:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
  champs: 'd1366:grid-cols-2',
};

/** Sports cards in a grid: one column, more where the screen is wide. */
export function CardGrid({ layout, children }: { layout: CardGridLayout; children: ReactNode }) {
  return <div className={`grid grid-cols-1 items-start gap-3 ${COLUMNS[layout]}`}>{children}</div>;
}

/** A bar above the cards holding a filter (the results' day picker). */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-line bg-surface px-4 py-2">{children}</div>;
}

/** The champions pages' heading: the page title, with a way back beside it. */
export function ChampsHeading({ title, children }: { title: string; children?: ReactNode }) {
  return <PageHeading title={title}>{children}</PageHeading>;
}
