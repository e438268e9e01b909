import { useRovingFocus } from '@bf/headless/interactions';
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
  const roving = useRovingFocus<HTMLDivElement>({
    keys: options.filter((option) => !option.isDisabled).map((option) => option.value),
    current: value,
    onMove: (key) => onChange(key as T),
  });
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
            className={cn('h-8 flex-1 basis-[30%] rounded-md px-2 text-xs font-semibold text-muted disabled:opacity-40', isChecked && 'bg-surface text-fg shadow-sm')}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
