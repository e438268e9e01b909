import { useId } from 'react';
import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';

const box = 'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';

/** The search box and the provider filter, stacked full width (16 px text: no zoom on focus). */
export function CasinoFilters({ search, provider }: Pick<CasinoLobbyModel, 'search' | 'provider'>) {
  const searchId = useId();
  const providerId = useId();
  if (!search && !provider) return null;
  return (
    <div role="search" className="flex flex-col gap-2">
      {search && (
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {search.label}
          </label>
          <input
            id={searchId}
            type="search"
            value={search.value}
            placeholder={search.placeholder}
            autoComplete="off"
            aria-describedby={search.hint ? `${searchId}-hint` : undefined}
            onChange={(event) => search.onChange(event.target.value)}
            className={box}
          />
          {search.hint && (
            <p id={`${searchId}-hint`} className="text-xs text-muted">
              {search.hint}
            </p>
          )}
        </div>
      )}
      {provider && (
        <div className="flex flex-col gap-1">
          <label htmlFor={providerId} className="text-sm font-semibold">
            {provider.label}
          </label>
          <select id={providerId} value={provider.value} onChange={(event) => provider.onChange(event.target.value)} className={box}>
            {provider.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
