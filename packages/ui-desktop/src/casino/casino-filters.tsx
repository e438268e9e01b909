import { useId } from 'react';
import type { CasinoLobbyModel } from '@bf/headless/screens/casino-lobby';

const box = 'h-10 rounded-md border border-line bg-surface px-3 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';

/** The search box and the provider filter of a casino list page. */
export function CasinoFilters({ search, provider }: Pick<CasinoLobbyModel, 'search' | 'provider'>) {
  const searchId = useId();
  const providerId = useId();
  if (!search && !provider) return null;
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      {search && (
        <div className="flex min-w-64 flex-1 flex-col gap-1">
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
          <p id={`${searchId}-hint`} className="min-h-4 text-xs text-muted">
            {search.hint ?? ''}
          </p>
        </div>
      )}
      {provider && (
        <div className="flex w-56 flex-col gap-1">
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
          <p className="min-h-4" />
        </div>
      )}
    </div>
  );
}
