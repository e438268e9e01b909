import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  error?: string;
}

/** A labelled native select with an error line kept in place. */
export function SelectField({ label, options, error, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-(--bf-field-h) rounded-md border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid]:border-down"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs font-semibold text-down">
        {error ?? '\u00a0'}
      </p>
    </div>
  );
}
