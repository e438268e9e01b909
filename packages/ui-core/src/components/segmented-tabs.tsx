import type { KeyboardEvent, RefObject } from 'react';
import { cn } from '../cn.ts';

export interface SegmentedTabsProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}

/** The arrow-key wiring a kit hands in (headless `useRovingFocus`): one tab stop, arrows move the choice. */
export interface SegmentedTabsRoving {
  groupProps: { ref: RefObject<HTMLDivElement | null>; onKeyDown(event: KeyboardEvent<HTMLElement>): void };
  itemProps(key: string): { 'data-roving-key': string; tabIndex?: 0 | -1 };
}

/** A row of mutually exclusive choices (sign-in method, coupon type): a radio group, one tab stop, arrow keys choose. */
export function SegmentedTabsView<T extends string>({ label, value, options, onChange, roving }: SegmentedTabsProps<T> & { roving: SegmentedTabsRoving }) {
  return (
    <div role="radiogroup" aria-label={label} {...roving.groupProps} className="flex rounded-lg bg-surface-3 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          {...roving.itemProps(option.value)}
          onClick={() => onChange(option.value)}
          className={cn('h-8 flex-1 rounded-md px-3 text-sm font-semibold text-muted', option.value === value && 'bg-surface text-fg shadow-sm')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
