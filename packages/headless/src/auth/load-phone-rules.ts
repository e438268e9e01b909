import type { PhoneRules } from './phone-rules.ts';

let loading: Promise<PhoneRules> | undefined;

/**
 * Loads the phone rules (and libphonenumber's metadata) once, on demand: a separate chunk that only pages
 * with a phone field download. Static code, the same for every request, so sharing the promise is safe.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
