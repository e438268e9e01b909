import type { SelectHTMLAttributes } from 'react';

export interface ChoiceSelectProps<T extends string | number> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'className'> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  /** The kit's look for the select (its height, corners and text size). */
  className: string;
}

/**
 * A native select over typed choices: the platform's own picker, each option's value kept as the model's (a number
 * stays a number). Labelling is the caller's: an id for its label, or an aria-label.
 */
export function ChoiceSelect<T extends string | number>({ value, options, onChange, className, ...props }: ChoiceSelectProps<T>) {
  return (
    <select
      {...props}
      value={String(value)}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
      className={className}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
