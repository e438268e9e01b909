import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthFormMessage } from './auth-form-store.ts';
import { authErrorKey } from './auth-errors.ts';

/** Translates a form message: known codes in the player's language, others as the server wrote them. */
export function useAuthMessageText(): (message: AuthFormMessage | null | undefined, values?: Record<string, unknown>) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (message, values) => {
      if (!message) return undefined;
      const key = authErrorKey(message);
      if (key) return t(key, values);
      return message.detail || t('errors.unknown');
    },
    [t],
  );
}

/** Translates field error codes (`errors.*` keys) into texts. */
export function useFieldErrorText(): <F extends string>(errors: Partial<Record<F, string>>, values?: Record<string, unknown>) => Partial<Record<F, string>> {
  const { t } = useTranslation('auth');
  return useCallback(
    <F extends string>(errors: Partial<Record<F, string>>, values?: Record<string, unknown>) => {
      const out: Partial<Record<F, string>> = {};
      for (const [field, code] of Object.entries(errors) as [F, string | undefined][]) if (code) out[field] = t(`errors.${code}`, values);
      return out;
    },
    [t],
  );
}
