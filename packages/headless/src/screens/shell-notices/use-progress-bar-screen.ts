import { useProgressValue } from '../../shell/progress-bar.ts';

/** The navigation progress bar: shown while a navigation loads, filling over 5 s in 200 ms steps (SHELL-018). */
export interface ProgressBarModel {
  isActive: boolean;
  label: string;
  /** How full it is, 0-1. */
  value: number;
}

/** Adds the bar's fill to the layout's progress state. */
export function useProgressBarScreen(progress: { isActive: boolean; label: string }): ProgressBarModel {
  return { ...progress, value: useProgressValue(progress.isActive) };
}
