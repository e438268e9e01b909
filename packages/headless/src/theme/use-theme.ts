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

/** The theme with the settings page's choice. */
export interface ThemeChoice extends ThemeState {
  /** True until the player chooses: the system's colour scheme is followed. */
  followsSystem: boolean;
  /** Light, dark, or back to the system's scheme; every theme control of the page follows at once. */
  choose(theme: ThemeName | 'system'): void;
}

/** Tells the page's other theme controls (header toggle, office settings) of a choice. */
const THEME_EVENT = 'bf-theme-chosen';

/**
 * Light or dark (appTheme 0 or 1, spec: S2 §3), kept in a cookie so the server renders the right one first. Until
 * the player chooses, the system's colour scheme is followed, also when it changes (the head script of
 * render-page.ts set it before the first paint; hydration renders the server's light, then this catches up).
 */
export function useTheme(): ThemeChoice {
  const shell = useShell();
  const [chosen, setChosen] = useState<ThemeName | undefined>(shell.followsSystemTheme ? undefined : shell.theme);
  const system = useSyncExternalStore(subscribeSystemTheme, systemTheme, () => shell.theme);
  const theme = chosen ?? system;
  useEffect(() => {
    if (chosen === undefined) applyDocumentTheme(system);
  }, [chosen, system]);
  useEffect(() => {
    const onChosen = (event: Event) => setChosen((event as CustomEvent<ThemeName | undefined>).detail);
    window.addEventListener(THEME_EVENT, onChosen);
    return () => window.removeEventListener(THEME_EVENT, onChosen);
  }, []);
  const choose = useCallback((next: ThemeName | 'system') => {
    if (next === 'system') {
      writeCookie(COOKIE.theme, '', { maxAgeSeconds: 0 });
      applyDocumentTheme(systemTheme());
    } else {
      writeCookie(COOKIE.theme, next === 'dark' ? '1' : '0', { maxAgeSeconds: 365 * 24 * 3600 });
      applyDocumentTheme(next);
    }
    const detail = next === 'system' ? undefined : next;
    setChosen(detail);
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail }));
  }, []);
  const toggle = useCallback(() => choose(theme === 'dark' ? 'light' : 'dark'), [choose, theme]);
  return { theme, followsSystem: chosen === undefined, toggle, choose };
}
