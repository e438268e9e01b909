export { useTheme } from './use-theme.ts';
export type { ThemeName, ThemeState } from './use-theme.ts';
