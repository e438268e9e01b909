// Drawn alike on both platforms (packages/ui-core); above the bottom bar on the right.
import type { ScrollToTopModel } from '@bf/headless/screens/shell-notices';
import { ScrollToTopView } from '@bf/ui-core/notices/scroll-to-top';

const CLASS = 'fixed right-3 bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-lg text-fg shadow-lg';

/** The back-to-top button, above the bottom bar on the right, once the page is scrolled 4 screens down. */
export const ScrollToTopButton = (model: ScrollToTopModel) => <ScrollToTopView {...model} className={CLASS} />;
