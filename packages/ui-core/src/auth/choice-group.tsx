import { useId } from 'react';
import { cn } from '../cn.ts';

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  value: T;
  options: { value: T; label: string; description?: string }[];
  onChange(value: T): void;
  name?: string;
  /** Cards per row. */
  columns?: 1 | 2 | 3 | 4;
}

const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/**
 * Mutually exclusive choices as cards over native radio buttons (arrow keys move between them). The kit gives its
 * default cards per row and `cardClassName`, a card's corners and padding.
 */
export function ChoiceGroup<T extends string | number>({ legend, value, options, onChange, name, columns = 1, cardClassName }: ChoiceGroupProps<T> & { cardClassName: string }) {
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-fg">{legend}</legend>
      <div className={cn('grid gap-2', COLUMNS[columns])}>
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={String(option.value)}
              data-checked={isChecked ? '' : undefined}
              className={cn(
                'flex cursor-pointer flex-col gap-0.5 border border-line bg-surface text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40',
                cardClassName,
                isChecked && 'border-accent bg-accent-soft',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input type="radio" name={group} checked={isChecked} onChange={() => onChange(option.value)} className="size-4 accent-[var(--bf-accent)]" />
                {option.label}
              </span>
              {option.description && <span className="text-xs text-muted">{option.description}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
