import { ThemeIcon } from '@bf/ui-core/icons';
import { Button } from './button.tsx';

export interface ThemeToggleProps {
  theme: 'light' | 'dark';
  /** Accessible name, e.g. "Switch to dark theme". */
  label: string;
  onToggle(): void;
}

/** Light/dark switch; `data-theme` shows the current one. */
export function ThemeToggle({ theme, label, onToggle }: ThemeToggleProps) {
  return (
    <Button variant="header" size="icon" aria-label={label} title={label} onClick={onToggle} data-theme-current={theme}>
      <ThemeIcon theme={theme} className="size-4" />
    </Button>
  );
}
