import type { ScrollToTopModel } from '@bf/headless/screens/shell-notices';

/** The round back-to-top button, once the page is scrolled far enough (headless decides); where it sits is the kit's. */
export function ScrollToTopView({ isVisible, label, onPress, className, hasTitle = false }: ScrollToTopModel & { className: string; hasTitle?: boolean }) {
  if (!isVisible) return null;
  return (
    <button type="button" onClick={onPress} aria-label={label} title={hasTitle ? label : undefined} className={className}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
