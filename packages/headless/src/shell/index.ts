export { useShell, useCurrentRoute } from './use-shell.ts';
export { useRouteLink } from './use-route-link.ts';
export { useLanguageSwitcher, pathInLanguage } from './use-language-switcher.ts';
export type { LanguageOption, LanguageSwitcherState } from './use-language-switcher.ts';
export { usePageTitle } from './use-page-title.ts';
export { useNavigationProgress } from './use-navigation-progress.ts';
export type { ShellData } from '../router/shell-data.ts';
export { usePendingSection } from './use-pending-section.ts';
