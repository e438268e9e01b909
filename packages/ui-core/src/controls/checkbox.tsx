import { type ReactNode, useId, type InputHTMLAttributes } from 'react';

/** A native checkbox with its label. */
export function Checkbox({ label, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-[var(--bf-accent)]" {...props} />
      <label htmlFor={id} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}
