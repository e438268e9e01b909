/**
 * Phone code rules that need no phone metadata (spec: S2 §5): they run everywhere, the server render included.
 */

/** The phone country code is lower-cased (spec: S2 §5; AUTH-032): `RU` → `ru`. */
export function normalizeCountryCode(code: string): string {
  return code.trim().toLowerCase();
}

/** The phone code is normalised to a leading + (spec: S2 §5; AUTH-033): `7`, `007`, ` +7 ` → `+7`. */
export function normalizePhoneCode(code: string | number): string {
  const digits = String(code).replace(/\D/g, '').replace(/^00/, '');
  return digits ? `+${digits}` : '';
}

/** A phone country as the picker lists it (spec: S2 §3 "Phone country"; AUTH-029). */
export interface PhoneCountry {
  /** ISO 3166 code, lower-case. */
  id: string;
  name: string;
  /** ISO code as the auth calls send it, lower-case (AUTH-032). */
  country_code: string;
  /** Calling code with a leading + (AUTH-033). */
  tel_code: string;
}

/** A phone mask (spec: S2 §3 "Phone mask"; AUTH-030): the pattern and the national number's length bounds. */
export interface PhoneMask {
  CountryId: string;
  /** `0` stands for a digit: `000 000-00-00`. */
  Mask: string;
  Max: number;
  Min: number;
}

/** The country a phone field starts with: Russia, the spec's default country (S2 §3 `currentCountryCode`). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { id: 'ru', name: 'Russia', country_code: 'ru', tel_code: '+7' };

/**
 * Countries whose name, ISO code or calling code match the search (case- and accent-insensitive; `7`, `+7`
 * and `ru` all find Russia). The picker shows its "not found" message when this is empty (AUTH-031).
 */
export function filterPhoneCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  return countries.filter((c) => fold(c.name).includes(q) || c.country_code === q || (/^\d+$/.test(digits) && c.tel_code.slice(1).startsWith(digits)));
}

/** Only the digits of what was typed, at most 17 (E.164 allows 15; a few extra for a typed prefix). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 17);
}
