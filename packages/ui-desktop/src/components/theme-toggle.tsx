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
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        {theme === 'dark' ? <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" /> : <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />}
      </svg>
    </Button>
  );
}
