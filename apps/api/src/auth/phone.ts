import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** A phone number checked and written in E.164, with its parts for the user config. */
export interface Phone {
  e164: string;
  /** Calling code with a leading + (spec §5: phone code normalised to a leading +). */
  callingCode: string;
  nationalNumber: string;
  /** ISO country, lower-case (spec §5: phone country code lower-cased), when the number names one. */
  country?: string;
}

/**
 * Reads a phone as the forms send it: `phone_number` in E.164, or national digits with `country_code`
 * given as an ISO country (`ru`, any case) or a calling code (`+7`, `7`). `strict` asks for a number that
 * exists in the numbering plan (registration); otherwise a possible number is enough (sign-in, so players
 * registered before a plan changed can still sign in). Anything else is null.
 */
export function readPhone(phoneNumber: string, countryCode: string | undefined, strict: boolean): Phone | null {
  const digits = phoneNumber.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits)) return null;
  let text = digits;
  let country: CountryCode | undefined;
  const code = countryCode?.trim();
  if (!digits.startsWith('+') && code) {
    if (/^[A-Za-z]{2}$/.test(code)) country = code.toUpperCase() as CountryCode;
    else if (/^\+?\d{1,4}$/.test(code)) text = `+${code.replace('+', '')}${digits}`;
    else return null;
  }
  if (!text.startsWith('+') && !country) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(text, country);
  } catch {
    return null;
  }
  if (!parsed || !(strict ? parsed.isValid() : parsed.isPossible())) return null;
  return {
    e164: parsed.number,
    callingCode: `+${parsed.countryCallingCode}`,
    nationalNumber: parsed.nationalNumber,
    country: parsed.country?.toLowerCase(),
  };
}
