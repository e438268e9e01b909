/**
 * Phone rules over libphonenumber-js: masks, formatting and validation per country (AUTH-029 to AUTH-033).
 * The metadata is large, so hooks load this module on demand (`loadPhoneRules`) and pages that never show a
 * phone field never download it.
 */
import { AsYouType, Metadata, getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { normalizeCountryCode, normalizePhoneCode, type PhoneCountry, type PhoneMask } from './phone-codes.ts';

/** Why a phone number is refused, or undefined when it is fine. */
export type PhoneProblem = 'required' | 'too_short' | 'too_long' | 'invalid';

const toIso = (country: string) => normalizeCountryCode(country).toUpperCase() as CountryCode;

/** True for a country libphonenumber knows. */
export function isKnownPhoneCountry(country: string): boolean {
  return (getCountries() as string[]).includes(toIso(country));
}

/** Every country with its calling code, named in `lng`, sorted by name in that language. */
export function phoneCountries(lng: string): PhoneCountry[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lng, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator([lng, 'en']);
  return getCountries()
    .map((iso) => {
      const id = normalizeCountryCode(iso);
      return { id, name: names?.of(iso) ?? iso, country_code: id, tel_code: normalizePhoneCode(getCountryCallingCode(iso)) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The calling code of a country with a leading + (AUTH-033). */
export function phoneCodeOf(country: string): string {
  return isKnownPhoneCountry(country) ? normalizePhoneCode(getCountryCallingCode(toIso(country))) : '';
}

/** The national number's length bounds of a country and a mask built from a formatted number of that length. */
export function phoneMask(country: string): PhoneMask {
  const iso = toIso(country);
  const metadata = new Metadata();
  metadata.selectNumberingPlan(iso);
  const lengths = metadata.numberingPlan?.possibleLengths() ?? [];
  const min = lengths.length ? Math.min(...lengths) : 4;
  const max = lengths.length ? Math.max(...lengths) : 15;
  // The mask is the country's example mobile number, formatted, with every digit a 0.
  const example = getExampleNumber(iso, mobileExamples)?.nationalNumber ?? '9'.repeat(min);
  const sample = formatNational(example, country).replace(/\d/g, '0');
  return { CountryId: normalizeCountryCode(country), Mask: sample, Min: min, Max: max };
}

/** Formats national digits as the player types them (the mask of AUTH-030 applied live). */
export function formatNational(digits: string, country: string): string {
  if (!digits) return '';
  if (!isKnownPhoneCountry(country)) return digits;
  return new AsYouType(toIso(country)).input(digits);
}

/**
 * Checks national digits for a country: sign-in asks for a possible number (registered players keep signing
 * in when a plan changes), registration for a valid one (`strict`), as the reference API does.
 */
export function checkPhone(digits: string, country: string, strict: boolean): PhoneProblem | undefined {
  if (!digits) return 'required';
  if (!isKnownPhoneCountry(country)) return 'invalid';
  const iso = toIso(country);
  const length = validatePhoneNumberLength(digits, iso);
  if (length === 'TOO_SHORT') return 'too_short';
  if (length === 'TOO_LONG') return 'too_long';
  if (length === 'INVALID_LENGTH' || length === 'NOT_A_NUMBER' || length === 'INVALID_COUNTRY') return 'invalid';
  const parsed = parsePhoneNumberFromString(digits, iso);
  if (!parsed || !(strict ? parsed.isValid() : parsed.isPossible())) return 'invalid';
  return undefined;
}

/** The number in E.164 (`+79123456789`), or undefined when it cannot be read. */
export function toE164(digits: string, country: string): string | undefined {
  if (!isKnownPhoneCountry(country)) return undefined;
  return parsePhoneNumberFromString(digits, toIso(country))?.number;
}

/** The module's functions, as `loadPhoneRules` hands them over. */
export type PhoneRules = {
  phoneCountries: typeof phoneCountries;
  phoneCodeOf: typeof phoneCodeOf;
  phoneMask: typeof phoneMask;
  formatNational: typeof formatNational;
  checkPhone: typeof checkPhone;
  toE164: typeof toE164;
  isKnownPhoneCountry: typeof isKnownPhoneCountry;
};
