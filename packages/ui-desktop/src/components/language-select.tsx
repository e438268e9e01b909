import { useId } from 'react';
import { cn } from '../utils/cn.ts';

export interface LanguageSelectProps {
  label: string;
  value: string;
  options: { code: string; label: string }[];
  onChange(code: string): void;
  className?: string;
}

/** The language switcher: a native select, so keyboards and screen readers get it for free. */
export function LanguageSelect({ label, value, options, onChange, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-8 rounded-md border border-white/15 bg-header-2 px-2 text-sm font-medium text-header-fg"
      >
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.code.toUpperCase()} · {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
