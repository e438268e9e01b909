import type { ScrollToTopModel } from '@bf/headless/screens/shell-notices';

/** The round back-to-top button, bottom right, once the page is scrolled a screen down. */
export function ScrollToTopButton({ isVisible, label, onPress }: ScrollToTopModel) {
  if (!isVisible) return null;
  return (
    <button type="button" onClick={onPress} aria-label={label} title={label} className="fixed right-4 bottom-4 z-30 inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-lg text-fg shadow-md hover:bg-surface-3">
      <span aria-hidden="true">↑</span>
    </button>
  );
}


