// Drawn alike on both platforms (packages/ui-core); sized for narrow screens.
import { NoticeView, type NoticeProps } from '@bf/ui-core/components/notice';
export type { NoticeProps };

const SKIN = {
  section: 'rounded-xl border border-line bg-surface p-6 text-center',
  badge: 'mx-auto mb-3 flex size-11 items-center justify-center rounded-full text-lg font-bold',
  title: 'text-base font-bold text-fg',
  body: 'mt-2 text-sm text-muted',
  action: 'mt-5 flex justify-center',
};

/** A titled message block for narrow screens. */
export const Notice = (props: NoticeProps) => <NoticeView {...props} skin={SKIN} />;
