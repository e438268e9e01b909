import { ThemeIcon } from '@bf/ui-core/icons';
import { Button } from './button.tsx';

/** Light/dark switch. */
export function ThemeToggle({ theme, label, onToggle }: { theme: 'light' | 'dark'; label: string; onToggle(): void }) {
  return (
    <Button variant="header" size="icon" aria-label={label} title={label} onClick={onToggle} data-theme-current={theme}>
      <ThemeIcon theme={theme} className="size-4" />
    </Button>
  );
}
