export { Button, ButtonLink, buttonStyles } from './button.tsx';
export { LinkProvider, AppLink } from './link-context.tsx';
export type { LinkProps } from './link-context.tsx';
export { LanguageSelect } from './language-select.tsx';
export { ThemeToggle } from './theme-toggle.tsx';
export { Notice } from './notice.tsx';
export { ProgressBar } from './progress-bar.tsx';
export { SportIcon } from './sport-icon.tsx';
