import { useId } from 'react';
import type { ConsentOptionModel } from '@bf/headless/screens/cookie-consent';

/** The cookie-consent options as full-width rows: the name and description, a switch at the end of a 44 px row. */
export function ConsentOptions({ options, legend }: { options: ConsentOptionModel[]; legend: string }) {
  const id = useId();
  return (
    <fieldset className="-mx-4 flex flex-col divide-y divide-line border-b border-line">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} htmlFor={`${id}-${option.id}`} className="flex min-h-11 items-center gap-3 px-4 py-3 active:bg-surface-3">
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-fg">{option.name}</span>
            <span id={`${id}-${option.id}-text`} className="block text-sm text-muted">
              {option.description}
            </span>
          </span>
          <input
            id={`${id}-${option.id}`}
            type="checkbox"
            role="switch"
            checked={option.checked}
            disabled={option.disabled}
            onChange={option.onToggle}
            aria-describedby={`${id}-${option.id}-text`}
            className="size-6 shrink-0 accent-[var(--bf-accent)]"
          />
        </label>
      ))}
    </fieldset>
  );
}
