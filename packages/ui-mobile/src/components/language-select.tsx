import { useId } from 'react';

export interface LanguageSelectProps {
  label: string;
  value: string;
  options: { code: string; label: string }[];
  onChange(code: string): void;
}

/** The language switcher: the phone's own picker through a native select. */
export function LanguageSelect({ label, value, options, onChange }: LanguageSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-[4.25rem] rounded-lg border border-white/15 bg-header-2 px-1.5 text-sm font-semibold text-header-fg"
      >
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.code.toUpperCase()} {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
