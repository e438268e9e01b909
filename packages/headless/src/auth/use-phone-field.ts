import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPhoneRules } from './load-phone-rules.ts';
import { DEFAULT_PHONE_COUNTRY, filterPhoneCountries, normalizeCountryCode, phoneDigits, type PhoneCountry } from './phone-codes.ts';
import type { PhoneProblem, PhoneRules } from './phone-rules.ts';

export interface PhoneFieldOptions {
  /** National digits, as the form holds them. */
  digits: string;
  onDigitsChange(digits: string): void;
  /** Registration asks for a valid number; sign-in for a possible one. */
  strict: boolean;
  /** ISO code of the starting country; Russia by default. */
  defaultCountry?: string;
}

/** The phone country picker (spec: S2 §2 "phone country code picker"; AUTH-031). */
export interface PhoneCountryPickerState {
  isOpen: boolean;
  open(): void;
  close(): void;
  search: string;
  setSearch(search: string): void;
  /** Countries matching the search. */
  countries: PhoneCountry[];
  /** Nothing matches: the picker says so. */
  isNotFound: boolean;
  /** The translated "not found" message. */
  notFoundText: string;
  select(countryId: string): void;
  /** True once the country list has loaded. */
  isReady: boolean;
}

export interface PhoneFieldState {
  country: PhoneCountry;
  /** What the input shows: the digits formatted for the country. */
  display: string;
  /** The country's mask as a placeholder (`000 000-00-00`). */
  placeholder: string;
  /** Takes what was typed or pasted; a pasted `+49…` switches the country. */
  setInput(text: string): void;
  picker: PhoneCountryPickerState;
  /** Why the number is refused, or undefined. Loads the phone rules if needed. */
  check(): Promise<PhoneProblem | undefined>;
  /** The number in E.164, or undefined. */
  e164(): Promise<string | undefined>;
}

/** Translated text for a phone problem. */
export function usePhoneProblemText(): (problem: PhoneProblem | undefined, country: PhoneCountry) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (problem, country) => {
      if (!problem) return undefined;
      const key = { required: 'errors.phoneRequired', too_short: 'errors.phoneShort', too_long: 'errors.phoneLong', invalid: 'errors.phoneInvalid' }[problem];
      return t(key, { country: country.name });
    },
    [t],
  );
}

/**
 * A phone field: the country picker with search, the live mask, and validation with libphonenumber-js
 * (AUTH-029 to AUTH-033). The rules load after hydration; until then the field takes plain digits.
 */
export function usePhoneField({ digits, onDigitsChange, strict, defaultCountry = DEFAULT_PHONE_COUNTRY.id }: PhoneFieldOptions): PhoneFieldState {
  const { t, i18n } = useTranslation('auth');
  const lng = i18n.language;
  const [rules, setRules] = useState<PhoneRules | null>(null);
  const [countryId, setCountryId] = useState(() => normalizeCountryCode(defaultCountry));
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');

  useEffect(() => {
    let live = true;
    loadPhoneRules().then(
      (loaded) => live && setRules(loaded),
      (error: unknown) => console.error('phone rules failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const countries = useMemo(() => (rules ? rules.phoneCountries(lng) : [DEFAULT_PHONE_COUNTRY]), [rules, lng]);
  const country = useMemo(() => countries.find((c) => c.id === countryId) ?? (countryId === DEFAULT_PHONE_COUNTRY.id ? DEFAULT_PHONE_COUNTRY : { ...DEFAULT_PHONE_COUNTRY, id: countryId, country_code: countryId, name: countryId.toUpperCase(), tel_code: rules?.phoneCodeOf(countryId) ?? '' }), [countries, countryId, rules]);
  const filtered = useMemo(() => filterPhoneCountries(countries, search), [countries, search]);

  const setInput = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      // A pasted international number picks its country and keeps the national digits.
      if (rules && trimmed.startsWith('+')) {
        const match = rules.phoneCountries('en').filter((c) => phoneDigits(trimmed).startsWith(c.tel_code.slice(1)));
        const best = match.find((c) => c.id === countryId) ?? match.sort((a, b) => b.tel_code.length - a.tel_code.length)[0];
        if (best) {
          if (best.id !== countryId) setCountryId(best.id);
          onDigitsChange(phoneDigits(trimmed).slice(best.tel_code.length - 1));
          return;
        }
      }
      onDigitsChange(phoneDigits(text));
    },
    [rules, countryId, onDigitsChange],
  );

  const ensureRules = useCallback(async () => rules ?? (await loadPhoneRules()), [rules]);

  return {
    country,
    display: rules ? rules.formatNational(digits, countryId) : digits,
    placeholder: rules ? rules.phoneMask(countryId).Mask : '',
    setInput,
    picker: {
      isOpen,
      open: () => setOpen(true),
      close: () => {
        setOpen(false);
        setSearch('');
      },
      search,
      setSearch,
      countries: filtered,
      isNotFound: Boolean(rules) && filtered.length === 0,
      notFoundText: t('phone.notFound', { query: search.trim() }),
      select: (id: string) => {
        setCountryId(normalizeCountryCode(id));
        setOpen(false);
        setSearch('');
      },
      isReady: Boolean(rules),
    },
    check: async () => (await ensureRules()).checkPhone(digits, countryId, strict),
    e164: async () => (await ensureRules()).toE164(digits, countryId),
  };
}
