import type { CountryPickerModel } from '@bf/headless/screens/auth-form';
import { useRovingFocus } from '@bf/headless/interactions';
import { TextField } from '../components/text-field.tsx';
import { AuthDialog } from './auth-dialog.tsx';

/** The picker is its screen model's (`CountryPickerModel` of the sign-in and registration forms). */
export type CountryPickerProps = CountryPickerModel;

/**
 * The phone country code picker as a sheet: the search field stays on top while the list scrolls under it, each
 * country a full-width row with a tick on the chosen one. Enter in the search picks the first match; arrow keys
 * move through the list.
 */
export function CountryPicker(picker: CountryPickerProps) {
  const { countries, selectedId, onSelect } = picker;
  // Arrow keys move from the search field into the list and through it (no wrap); every country stays a tab stop.
  const roving = useRovingFocus<HTMLDivElement>({ keys: countries.map((country) => country.id), orientation: 'vertical', loop: false });
  const status = picker.isLoading ? picker.loadingText : countries.length === 0 ? picker.notFoundText : '';
  return (
    <AuthDialog isOpen={picker.isOpen} title={picker.title} onClose={picker.onClose} closeLabel={picker.closeLabel}>
      <div {...roving.groupProps} className="-mt-4">
        <div className="sticky top-0 z-10 -mx-4 bg-surface px-4 pt-4 pb-2">
          <TextField
            label={picker.searchLabel}
            type="search"
            value={picker.search}
            autoComplete="off"
            enterKeyHint="go"
            onChange={(event) => picker.onSearchChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !countries[0]) return;
              event.preventDefault();
              onSelect(countries[0].id);
            }}
          />
          <p role="status" className="mt-2 min-h-5 text-sm text-muted">
            {status}
          </p>
        </div>
        <ul className="-mx-4 divide-y divide-line">
          {countries.map(({ id, name, telCode }) => {
            const isChosen = id === selectedId;
            return (
              <li key={id}>
                <button
                  type="button"
                  {...roving.itemProps(id)}
                  aria-current={isChosen ? 'true' : undefined}
                  onClick={() => onSelect(id)}
                  className="flex min-h-12 w-full items-center gap-3 px-4 text-left text-base active:bg-surface-3 focus-visible:bg-surface-3 aria-[current]:font-semibold aria-[current]:text-accent-text"
                >
                  <span className="flex-1">{name}</span>
                  <span className="text-muted tabular-nums">{telCode}</span>
                  <span aria-hidden="true" className="w-4 text-accent-text">
                    {isChosen ? '✓' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </AuthDialog>
  );
}
