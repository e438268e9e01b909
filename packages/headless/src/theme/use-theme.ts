import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { COOKIE, writeCookie } from '../env/environment.ts';
import { applyDocumentTheme, subscribeSystemTheme, systemTheme } from '../env/document-theme.ts';
import { useShell } from '../shell/use-shell.ts';
import type { ThemeName } from '../router/shell-data.ts';

export type { ThemeName } from '../router/shell-data.ts';

export interface ThemeState {
  theme: ThemeName;
  toggle(): void;
}

/**
 * Light or dark (appTheme 0 or 1, spec: S2 §3), kept in a cookie so the server renders the right one first. Until
 * the player chooses, the system's colour scheme is followed, also when it changes (the head script of
 * render-page.ts set it before the first paint; hydration renders the server's light, then this catches up).
 */
export function useTheme(): ThemeState {
  const shell = useShell();
  const [chosen, setChosen] = useState<ThemeName | undefined>(shell.followsSystemTheme ? undefined : shell.theme);
  const system = useSyncExternalStore(subscribeSystemTheme, systemTheme, () => shell.theme);
  const theme = chosen ?? system;
  useEffect(() => {
    if (chosen === undefined) applyDocumentTheme(system);
  }, [chosen, system]);
  const toggle = useCallback(() => {
    const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
    writeCookie(COOKIE.theme, next === 'dark' ? '1' : '0', { maxAgeSeconds: 365 * 24 * 3600 });
    applyDocumentTheme(next);
    setChosen(next);
  }, [theme]);
  return { theme, toggle };
}
