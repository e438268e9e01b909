import { useCallback, useEffect, useState } from 'react';
import { useShell } from '../shell/use-shell.ts';
import { DEFAULT_DISPLAY_MODE, type DisplayMode } from './display-mode.ts';
import { changeDisplayMode, DISPLAY_MODE_EVENT } from './display-mode-writers.ts';

/** The page's display modes and the action that changes them for every part of the page at once. */
export interface DisplayModeState {
  mode: DisplayMode;
  change(change: Partial<DisplayMode>): void;
}

/**
 * Font size, compact view, the visually impaired mode and the 12/24 h clock (CFG-019): the server rendered the page
 * with the cookies' values (`<html data-font-size data-compact data-impaired>`), so the first render matches; a
 * change is stored, applied to `<html>` and heard by every other user of this hook.
 */
export function useDisplayMode(): DisplayModeState {
  const shell = useShell();
  const [mode, setMode] = useState<DisplayMode>(shell.display ?? DEFAULT_DISPLAY_MODE);
  useEffect(() => {
    const onChange = (event: Event) => setMode((event as CustomEvent<DisplayMode>).detail);
    window.addEventListener(DISPLAY_MODE_EVENT, onChange);
    return () => window.removeEventListener(DISPLAY_MODE_EVENT, onChange);
  }, []);
  const change = useCallback((next: Partial<DisplayMode>) => setMode(changeDisplayMode(next)), []);
  return { mode, change };
}
