import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line input with its hint (a counter) and error, tied to it for screen readers. */
export function TextAreaField({ label, hint, error, ...props }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className="min-h-(--bf-textarea-h) rounded-md border border-line bg-surface p-3 text-base text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/30 aria-[invalid]:border-down"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-down">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-right text-xs text-muted tabular-nums">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
