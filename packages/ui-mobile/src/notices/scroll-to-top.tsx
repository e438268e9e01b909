import type { ScrollToTopModel } from '@bf/headless/screens/shell-notices';

/** The back-to-top button, above the bottom bar on the right, once the page is scrolled 4 screens down. */
export function ScrollToTopButton({ isVisible, label, onPress }: ScrollToTopModel) {
  if (!isVisible) return null;
  return (
    <button type="button" onClick={onPress} aria-label={label} className="fixed right-3 bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-lg text-fg shadow-lg">
      <span aria-hidden="true">↑</span>
    </button>
  );
}
