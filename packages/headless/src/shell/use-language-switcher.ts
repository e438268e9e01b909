import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { writeSiteCookie } from '../env/site-cookies.ts';
import { useShell } from './use-shell.ts';

export interface LanguageOption {
  code: string;
  label: string;
  /** The same page in that language. */
  href: string;
  isCurrent: boolean;
}

export interface LanguageSwitcherState {
  current: string;
  options: LanguageOption[];
  /** Remembers the language in the `lng` cookie and opens the same page in it. */
  select(code: string): void;
}

/** Swaps the language prefix of a path, keeping the rest and the query. */
export function pathInLanguage(pathname: string, search: string, code: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${code}${rest ? `/${rest}` : ''}${search}`;
}

/** The language switcher's state, the same for both apps. */
export function useLanguageSwitcher(): LanguageSwitcherState {
  const { lng, languages } = useShell();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const select = useCallback(
    (code: string) => {
      if (!languages.some((l) => l.code === code)) return;
      // A year: the chosen language is remembered (SITE_COOKIES.language).
      writeSiteCookie('language', code);
      navigate(pathInLanguage(pathname, search, code));
    },
    [languages, navigate, pathname, search],
  );
  return {
    current: lng,
    options: languages.map((l) => ({ code: l.code, label: l.nativeName, href: pathInLanguage(pathname, search, l.code), isCurrent: l.code === lng })),
    select,
  };
}
