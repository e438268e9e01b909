/** Sets the theme on `<html>` where the CSS reads it; a no-op on the server. */
export function applyDocumentTheme(theme: 'light' | 'dark'): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
}
