// Drawn alike on both platforms (packages/ui-core); bottom right, with a tooltip.
import type { ScrollToTopModel } from '@bf/headless/screens/shell-notices';
import { ScrollToTopView } from '@bf/ui-core/notices/scroll-to-top';

const CLASS = 'fixed right-4 bottom-4 z-30 inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-lg text-fg shadow-md hover:bg-surface-3';

/** The round back-to-top button, bottom right, once the page is scrolled a screen down. */
export const ScrollToTopButton = (model: ScrollToTopModel) => <ScrollToTopView {...model} className={CLASS} hasTitle />;
