import { useId, type ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';

export interface ToolbarLink {
  key: string;
  label: string;
  href: string;
  isActive: boolean;
}

export interface SportsToolbarProps {
  title: string;
  sections?: { label: string; items: (ToolbarLink & { isLive?: boolean })[] };
  /** Filter rows (sport chips, time filters) and settings under the title. */
  children?: ReactNode;
}

/** The head of a sports page on a phone: title, the line/live switch across the width, then filter rows. */
export function SportsToolbar({ title, sections, children }: SportsToolbarProps) {
  return (
    <div className="-mx-3 -mt-3 mb-3 space-y-2.5 border-b border-line bg-surface px-3 pt-3 pb-2.5">
      <h1 className="text-lg leading-tight font-extrabold text-fg">{title}</h1>
      {sections && (
        <nav aria-label={sections.label}>
          <ul className="flex rounded-xl bg-surface-3 p-1">
            {sections.items.map((item) => (
              <li key={item.key} className="flex-1">
                <AppLink
                  href={item.href}
                  aria-current={item.isActive ? 'page' : undefined}
                  className={cn('flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold', item.isActive ? 'bg-surface text-fg shadow-sm' : 'text-muted')}
                >
                  {item.isLive && <span aria-hidden="true" className="size-1.5 rounded-full bg-live" />}
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  );
}

export interface SportChip extends ToolbarLink {
  icon?: string;
  count?: number;
}

/** Sports as a horizontally scrolling row of chips with icons and counts. */
export function SportChips({ label, items }: { label: string; items: SportChip[] }) {
  return (
    <nav aria-label={label} className="-mx-3">
      <ul className="flex gap-2 overflow-x-auto px-3 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              className={cn('flex h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap', item.isActive ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface-2 text-fg')}
            >
              {item.icon && <SportIcon sport={item.icon} className="size-4" />}
              {item.label}
              {item.count !== undefined && <span className={cn('text-xs font-medium tabular-nums', item.isActive ? 'text-accent-fg' : 'text-muted')}>{item.count}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ChoiceChipsProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** Exclusive filter chips in a scrolling row: a radio group to assistive tech. */
export function ChoiceChips<T extends string | number>({ label, value, options, onChange }: ChoiceChipsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="-mx-3 flex gap-1.5 overflow-x-auto px-3 [scrollbar-width:none]">
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn('h-8 shrink-0 rounded-lg px-3 text-[13px] font-semibold whitespace-nowrap', option.value === value ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A labelled native select (odds format): the phone's own picker. */
export function SelectControl<T extends string | number>({ label, value, options, onChange }: ChoiceChipsProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className="h-9 rounded-lg border border-line bg-surface-2 px-2 text-sm font-medium text-fg"
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled switch (group by country). */
export function SwitchControl({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} onClick={() => onChange(!checked)} className="flex h-9 items-center gap-2 text-xs font-semibold text-muted">
      <span className={cn('relative inline-flex h-6 w-10 shrink-0 rounded-full transition-colors', checked ? 'bg-accent' : 'bg-line')}>
        <span className={cn('absolute top-1 size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-1')} />
      </span>
      {label}
    </button>
  );
}

/** The settings row under the filters. */
export function ControlsRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-between gap-2">{children}</div>;
}
