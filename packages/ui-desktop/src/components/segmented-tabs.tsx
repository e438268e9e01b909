import { useRovingFocus } from '@bf/headless/interactions';
import { cn } from '../utils/cn.ts';

export interface SegmentedTabsProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}

/** A row of mutually exclusive choices (sign-in method, coupon type): a radio group, one tab stop, arrow keys choose. */
export function SegmentedTabs<T extends string>({ label, value, options, onChange }: SegmentedTabsProps<T>) {
  const roving = useRovingFocus<HTMLDivElement>({ keys: options.map((option) => option.value), current: value, onMove: (key) => onChange(key as T) });
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
