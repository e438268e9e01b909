import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  /** Content at the start of the input, e.g. a phone code. */
  leading?: ReactNode;
  /** Content at the end of the input, e.g. a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input with its error: the label and error are tied to it for screen readers. */
export function TextField({ label, error, hint, leading, trailing, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint && !error ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div
        data-invalid={error ? '' : undefined}
        className="flex h-(--bf-field-h) items-center rounded-md border border-line bg-surface focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 data-[invalid]:border-down"
      >
        {leading && <span className="pl-3 text-sm text-muted">{leading}</span>}
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="h-full min-w-0 flex-1 bg-transparent px-3 text-base text-fg outline-none placeholder:text-muted" {...props} />
        {trailing && <span className="pr-1">{trailing}</span>}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-down">
          {error}
        </p>
      )}
    </div>
  );
}
