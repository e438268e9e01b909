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
  /** Line / Live switch as links. */
  sections?: { label: string; items: (ToolbarLink & { isLive?: boolean })[] };
  /** Controls on the right: odds format, group by country. */
  controls?: ReactNode;
  /** Rows under the title: sport chips, time filters. */
  children?: ReactNode;
}

/** The head of a sports page: the title, the line/live switch, the page's settings and its filter rows. */
export function SportsToolbar({ title, sections, controls, children }: SportsToolbarProps) {
  return (
    <div className="mb-3 rounded-lg border border-line bg-surface">
      <div className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <h1 className="text-xl font-bold text-fg">{title}</h1>
        {sections && (
          <nav aria-label={sections.label}>
            <ul className="flex rounded-lg bg-surface-3 p-0.5">
              {sections.items.map((item) => (
                <li key={item.key}>
                  <AppLink
                    href={item.href}
                    aria-current={item.isActive ? 'page' : undefined}
                    className={cn('flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-semibold', item.isActive ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}
                  >
                    {item.isLive && <span aria-hidden="true" className="size-1.5 rounded-full bg-live" />}
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {controls && <div className="ml-auto flex flex-wrap items-center gap-3">{controls}</div>}
      </div>
      {children && <div className="space-y-2 border-t border-line px-4 py-2">{children}</div>}
    </div>
  );
}

export interface SportChip extends ToolbarLink {
  icon?: string;
  count?: number;
}

/** Sports as a row of links with icons and event counts. */
export function SportChips({ label, items }: { label: string; items: SportChip[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              className={cn(
                'flex h-8 items-center gap-1.5 rounded-full border px-3 text-[13px] font-semibold whitespace-nowrap',
                item.isActive ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface-2 text-fg hover:border-accent',
              )}
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

/** A row of exclusive filter chips (time filters): a radio group to assistive tech. */
export function ChoiceChips<T extends string | number>({ label, value, options, onChange }: ChoiceChipsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn('h-7 rounded-md px-2.5 text-xs font-semibold', option.value === value ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-3 hover:text-fg')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export interface SelectControlProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A labelled native select (odds format). */
export function SelectControl<T extends string | number>({ label, value, options, onChange }: SelectControlProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className="h-8 rounded-md border border-line bg-surface-2 px-2 text-sm font-medium text-fg"
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
    <button type="button" role="switch" aria-checked={checked} onClick={() => onChange(!checked)} className="flex items-center gap-2 text-xs font-semibold text-muted">
      <span className={cn('relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors', checked ? 'bg-accent' : 'bg-line')}>
        <span className={cn('absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-4.5' : 'translate-x-0.5')} />
      </span>
      {label}
    </button>
  );
}
