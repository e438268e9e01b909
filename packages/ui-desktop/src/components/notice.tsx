// Drawn alike on both platforms (packages/ui-core); the desktop's spacing and sizes.
import { NoticeView, type NoticeProps } from '@bf/ui-core/components/notice';
export type { NoticeProps };

const SKIN = {
  section: 'rounded-lg border border-line bg-surface p-8 text-center',
  badge: 'mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-xl font-bold',
  title: 'text-lg font-bold text-fg',
  body: 'mx-auto mt-2 max-w-prose text-sm text-muted',
  action: 'mt-6 flex justify-center',
};

/** A titled message block: section not available yet, page not found, maintenance. */
export const Notice = (props: NoticeProps) => <NoticeView {...props} skin={SKIN} />;
