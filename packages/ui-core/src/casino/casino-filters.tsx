import { useId } from 'react';

export interface CasinoFiltersProps {
  search: { label: string; placeholder: string; value: string; hint: string | null; onChange(value: string): void } | null;
  provider: { label: string; value: string; options: { value: string; label: string }[]; onChange(value: string): void } | null;
}

/**
 * The platform's classes (row, each field's column, the input and select box) and whether the space of the search
 * hint is kept under both fields while there is no hint (so the row does not move when one appears).
 */
export interface CasinoFiltersSkin {
  row: string;
  search: string;
  provider: string;
  box: string;
  keepHintSpace: boolean;
}

/** The search box and the provider filter of a casino list page. */
export function CasinoFilters({ search, provider, skin }: CasinoFiltersProps & { skin: CasinoFiltersSkin }) {
  const searchId = useId();
  const providerId = useId();
  if (!search && !provider) return null;
  return (
    <div role="search" className={skin.row}>
      {search && (
        <div className={`flex flex-col gap-1 ${skin.search}`}>
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
            className={skin.box}
          />
          {(search.hint || skin.keepHintSpace) && (
            <p id={`${searchId}-hint`} className={skin.keepHintSpace ? 'min-h-4 text-xs text-muted' : 'text-xs text-muted'}>
              {search.hint ?? ''}
            </p>
          )}
        </div>
      )}
      {provider && (
        <div className={`flex flex-col gap-1 ${skin.provider}`}>
          <label htmlFor={providerId} className="text-sm font-semibold">
            {provider.label}
          </label>
          <select id={providerId} value={provider.value} onChange={(event) => provider.onChange(event.target.value)} className={skin.box}>
            {provider.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {skin.keepHintSpace && <p className="min-h-4" />}
        </div>
      )}
    </div>
  );
}
