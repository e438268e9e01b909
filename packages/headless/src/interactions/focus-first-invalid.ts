import { useCallback, useRef, type RefObject } from 'react';

/**
 * Moves focus to the first field marked invalid inside `container`, once the errors are on screen, so
 * keyboard and screen-reader users land on the field to fix.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const focus = () => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  else setTimeout(focus, 0);
}

/**
 * A form ref and the call that focuses its first invalid field after a submit.
 *
 * @example
 * const invalid = useFocusFirstInvalid<HTMLFormElement>();
 * <form ref={invalid.ref} onSubmit={() => void submit().then(invalid.focus)} />
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): { ref: RefObject<T | null>; focus(): void } {
  const ref = useRef<T | null>(null);
  const focus = useCallback(() => focusFirstInvalid(ref.current), []);
  return { ref, focus };
}
