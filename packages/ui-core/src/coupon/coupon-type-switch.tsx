import type { KeyboardEvent, RefObject } from 'react';
import { cn } from '../cn.ts';

export interface SegmentedCouponTypesProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string; isDisabled?: boolean }[];
  onChange(value: T): void;
}

/** The roving focus a kit gets from headless's `useRovingFocus` (one tab stop, arrow keys move). */
export interface RovingFocusProps {
  groupProps: { ref: RefObject<HTMLDivElement | null>; onKeyDown(event: KeyboardEvent<HTMLElement>): void };
  itemProps(key: string): { 'data-roving-key': string; tabIndex?: 0 | -1 };
}

/**
 * Express / system / singles: a radio group (one tab stop, arrow keys move and choose) whose unavailable choices
 * stay visible but disabled, like the kit's SegmentedTabs. The kit hands in the roving focus and its choice's size.
 */
export function SegmentedCouponTypes<T extends string>({ label, value, options, onChange, roving, optionClassName }: SegmentedCouponTypesProps<T> & { roving: RovingFocusProps; optionClassName: string }) {
  return (
    <div role="radiogroup" aria-label={label} {...roving.groupProps} className="flex flex-wrap gap-y-1 rounded-lg bg-surface-3 p-1">
      {options.map((option) => {
        const isChecked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={isChecked}
            disabled={option.isDisabled}
            {...roving.itemProps(option.value)}
            onClick={() => onChange(option.value)}
            className={cn(optionClassName, 'flex-1 basis-[30%] rounded-md px-2 font-semibold text-muted disabled:opacity-40', isChecked && 'bg-surface text-fg shadow-sm')}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
