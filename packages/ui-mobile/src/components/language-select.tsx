import { useId } from 'react';

export interface LanguageSelectProps {
  label: string;
  value: string;
  options: { code: string; label: string }[];
  onChange(code: string): void;
}

/**
 * The language switcher: the phone's own picker through a native select. The header shows only the current code;
 * the select lies over it, invisible, so a tap opens the picker with every language's full name.
 */
export function LanguageSelect({ label, value, options, onChange }: LanguageSelectProps) {
  const id = useId();
  return (
    <span className="relative inline-flex h-9 min-w-[3.25rem] items-center justify-center gap-1 rounded-lg border border-white/15 bg-header-2 px-2 text-sm font-semibold text-header-fg focus-within:ring-2 focus-within:ring-focus">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true">{value.toUpperCase()}</span>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 opacity-70">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="absolute inset-0 cursor-pointer appearance-none opacity-0">
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
