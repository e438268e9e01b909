import type { InputHTMLAttributes } from 'react';
import { AuthTextField } from './auth-text-field.tsx';

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'prefix'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: string;
  /** ISO code shown on the country button (`RU`). */
  countryCode: string;
  /** Calling code with its + (`+7`). */
  phoneCode: string;
  /** Accessible name of the country button, e.g. "Country code: Russia, +7. Change". */
  countryButtonLabel: string;
  onCountryClick(): void;
}

/** A phone number field with its country code button in front; the button opens the country picker. */
export function PhoneField({ label, value, onValueChange, error, hint, countryCode, phoneCode, countryButtonLabel, onCountryClick, ...props }: PhoneFieldProps) {
  return (
    <AuthTextField
      {...props}
      label={label}
      error={error}
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      leading={
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={countryButtonLabel}
          onClick={onCountryClick}
          className="-ml-2 inline-flex h-(--bf-inline-h) items-center gap-1 rounded-md px-2 text-sm font-semibold text-fg hover:bg-surface-3"
        >
          <span aria-hidden="true">{countryCode.toUpperCase()}</span>
          <span aria-hidden="true" className="text-muted">
            {phoneCode}
          </span>
          <span aria-hidden="true" className="text-xs text-muted">
            ▾
          </span>
        </button>
      }
    />
  );
}
