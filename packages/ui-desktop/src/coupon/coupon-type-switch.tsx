import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../utils/cn.ts';

export interface SegmentedCouponTypesProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string; isDisabled?: boolean }[];
  onChange(value: T): void;
}

/**
 * Express / system / singles: a radio group (one tab stop, arrow keys move and choose) whose unavailable choices
 * stay visible but disabled, like the kit's SegmentedTabs.
 */
export function SegmentedCouponTypes<T extends string>({ label, value, options, onChange }: SegmentedCouponTypesProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const enabled = options.filter((option) => !option.isDisabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0 || enabled.length === 0) return;
    event.preventDefault();
    const index = enabled.findIndex((option) => option.value === value);
    const next = enabled[(index + delta + enabled.length) % enabled.length]!;
    onChange(next.value);
    group.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div ref={group} role="radiogroup" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-y-1 rounded-lg bg-surface-3 p-1">
      {options.map((option) => {
        const isChecked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            data-value={option.value}
            aria-checked={isChecked}
            disabled={option.isDisabled}
            tabIndex={isChecked ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={cn('h-8 flex-1 basis-[30%] rounded-md px-2 text-xs font-semibold text-muted disabled:opacity-40', isChecked && 'bg-surface text-fg shadow-sm')}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
