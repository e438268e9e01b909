import { useId } from 'react';
import type { ConsentOptionModel } from '@bf/headless/screens/cookie-consent';

/** The cookie-consent options as a dense list: a checkbox, the option's name, its description under it. */
export function ConsentOptions({ options, legend }: { options: ConsentOptionModel[]; legend: string }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col divide-y divide-line rounded-lg border border-line">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <div key={option.id} className="flex items-start gap-3 px-4 py-3">
          <input
            id={`${id}-${option.id}`}
            type="checkbox"
            checked={option.checked}
            disabled={option.disabled}
            onChange={option.onToggle}
            aria-describedby={`${id}-${option.id}-text`}
            className="mt-0.5 size-4 shrink-0 accent-[var(--bf-accent)]"
          />
          <div className="min-w-0">
            <label htmlFor={`${id}-${option.id}`} className="text-sm font-semibold text-fg">
              {option.name}
            </label>
            <p id={`${id}-${option.id}-text`} className="text-xs text-muted">
              {option.description}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
