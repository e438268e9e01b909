import type { ReactNode } from 'react';
import { CloseIcon } from '@bf/ui-core/icons';
import { MultiPicker as SharedPicker, type MultiPickItem } from '@bf/ui-core/sports/multi-live';
import { SportsToolbar } from './sports-toolbar.tsx';

export { MultiColumn, type MultiPickItem } from '@bf/ui-core/sports/multi-live';

/** The followed games, one under the other on a phone (two side by side from 600 px). */
export function MultiGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-3 m600:grid-cols-2">{children}</div>;
}

const PICKER = {
  section: 'rounded-xl',
  head: 'py-2.5',
  title: 'text-[15px]',
  list: 'max-h-[264px] divide-y divide-line overflow-y-auto',
  row: 'h-[52px] gap-2.5 px-3',
  rowPicked: 'bg-accent-soft',
  teams: 'text-sm',
  meta: 'text-xs',
  mark: 'size-7',
  markIcon: 'size-3.5',
};

/** The live games to pick from, as large toggle rows, one under the other. */
export function MultiPicker({ title, hint, items }: { title: string; hint: string; items: MultiPickItem[] }) {
  return <SharedPicker title={title} hint={hint} items={items} classes={PICKER} />;
}

/** The remove button in a followed game's corner. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="flex size-8 items-center justify-center rounded-full bg-white/10 text-header-fg">
      <CloseIcon className="size-4" />
    </button>
  );
}

/** Multi-live's head on a phone: the title, how many games are followed, the settings under it. */
export const MultiHeading = ({ title, picked, controls }: { title: string; picked: string; controls: ReactNode }) => (
  <SportsToolbar title={title}>
    <div className="space-y-2">
      <p className="text-sm text-muted">{picked}</p>
      {controls}
    </div>
  </SportsToolbar>
);

/** A thumb-sized secondary button in a list message (take a finished game away). */
export function MessageButton({ children, onClick }: { children: ReactNode; onClick(): void }) {
  return (
    <button type="button" onClick={onClick} className="h-10 rounded-lg bg-surface-3 px-4 text-sm font-semibold text-fg">
      {children}
    </button>
  );
}
