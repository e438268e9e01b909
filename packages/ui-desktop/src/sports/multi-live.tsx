import type { ReactNode } from 'react';
import { CloseIcon } from '@bf/ui-core/icons';
import { MultiPicker as Picker, type MultiPickItem } from '@bf/ui-core/sports/multi-live';
import { PageHeading } from '../layout/page-heading.tsx';

export { MultiColumn, type MultiPickItem } from '@bf/ui-core/sports/multi-live';

/** The followed games side by side: 2 columns, 3 from 1920 px, 4 from 2560 px. */
export function MultiGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 items-start gap-3 d1920:grid-cols-3 d2560:grid-cols-4">{children}</div>;
}

/** The live games to pick from, as dense toggle buttons in two or three columns. */
export function MultiPicker(props: { title: string; hint: string; items: MultiPickItem[] }) {
  return (
    <Picker
      {...props}
      classes={{
        section: 'rounded-lg',
        head: 'py-2',
        title: 'text-sm',
        list: 'grid max-h-[280px] grid-cols-2 gap-x-3 overflow-y-auto p-2 d1440:grid-cols-3',
        row: 'h-12 gap-2 rounded-md px-2 hover:bg-surface-2',
        rowPicked: 'bg-accent-soft hover:bg-accent-soft',
        teams: 'text-[13px]',
        meta: 'text-[11px]',
        mark: 'size-6',
        markIcon: 'size-3',
      }}
    />
  );
}

/** The small remove button in a followed game's corner. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="flex size-6 items-center justify-center rounded-full bg-white/10 text-header-fg hover:bg-white/20">
      <CloseIcon className="size-3.5" />
    </button>
  );
}

/** Multi-live's head: the title, then how many games are followed and the page's settings on one row. */
export function MultiHeading({ title, picked, controls }: { title: string; picked: string; controls: ReactNode }) {
  return (
    <PageHeading title={title}>
      <div className="flex flex-wrap items-center gap-3">
        <span>{picked}</span>
        <span className="ml-auto">{controls}</span>
      </div>
    </PageHeading>
  );
}

/** A small secondary button in a list message (take a finished game away). */
export const MessageButton = ({ onClick, children }: { onClick(): void; children: ReactNode }) => (
  <button type="button" onClick={onClick} className="h-8 rounded-md bg-surface-3 px-3 text-sm font-semibold text-fg hover:bg-line">
    {children}
  </button>
);
