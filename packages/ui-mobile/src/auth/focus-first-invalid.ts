/**
 * Moves focus to the first field marked invalid inside `container`, once the errors are on screen, so
 * keyboard and screen-reader users land on the field to fix.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const focus = () => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  else setTimeout(focus, 0);
}
