import { useCallback, useState } from 'react';
import { COOKIE, writeCookie } from '../env/environment.ts';
import { applyDocumentTheme } from '../env/document-theme.ts';
import { useShell } from '../shell/use-shell.ts';
import type { ThemeName } from '../router/shell-data.ts';

export type { ThemeName } from '../router/shell-data.ts';

export interface ThemeState {
  theme: ThemeName;
  toggle(): void;
}

/** Light or dark (appTheme 0 or 1, spec: S2 §3), kept in a cookie so the server renders the right one first. */
export function useTheme(): ThemeState {
  const shell = useShell();
  const [theme, setTheme] = useState<ThemeName>(shell.theme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: ThemeName = current === 'dark' ? 'light' : 'dark';
      writeCookie(COOKIE.theme, next === 'dark' ? '1' : '0', { maxAgeSeconds: 365 * 24 * 3600 });
      applyDocumentTheme(next);
      return next;
    });
  }, []);
  return { theme, toggle };
}
