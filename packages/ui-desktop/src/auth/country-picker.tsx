import type { CountryPickerModel } from '@bf/headless/screens/auth-form';
import { useRovingFocus } from '@bf/headless/interactions';
import { TextField } from '../components/text-field.tsx';
import { cn } from '../utils/cn.ts';
import { AuthDialog } from './auth-dialog.tsx';

/** The picker is its screen model's (`CountryPickerModel` of the sign-in and registration forms). */
export type CountryPickerProps = CountryPickerModel;

/**
 * The phone country code picker: a search field over the list of countries, with a message when nothing
 * matches. Enter in the search picks the first match; arrow keys move through the list.
 */
export function CountryPicker({ isOpen, title, closeLabel, searchLabel, search, onSearchChange, countries, selectedId, onSelect, onClose, notFoundText, loadingText, isLoading }: CountryPickerProps) {
  // Arrow keys move from the search field into the list and through it (no wrap); every country stays a tab stop.
  const roving = useRovingFocus<HTMLDivElement>({ keys: countries.map((country) => country.id), orientation: 'vertical', loop: false });
  return (
    <AuthDialog isOpen={isOpen} title={title} onClose={onClose} closeLabel={closeLabel}>
      <div {...roving.groupProps}>
        <TextField
          label={searchLabel}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && countries[0]) {
              event.preventDefault();
              onSelect(countries[0].id);
            }
          }}
        />
        <div role="status" className="mt-3 min-h-5 text-sm text-muted">
          {isLoading ? loadingText : countries.length === 0 ? notFoundText : ''}
        </div>
        <ul className="mt-1 max-h-80 overflow-y-auto">
          {countries.map((country) => (
            <li key={country.id}>
              <button
                type="button"
                {...roving.itemProps(country.id)}
                aria-current={country.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(country.id)}
                className={cn('flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-3 focus-visible:bg-surface-3', country.id === selectedId && 'font-semibold text-accent-text')}
              >
                <span>{country.name}</span>
                <span className="text-muted tabular-nums">{country.telCode}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </AuthDialog>
  );
}
