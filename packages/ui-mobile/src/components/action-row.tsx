import type { ReactNode } from 'react';

/** The ways on under a notice: stacked, full width. (A status page's ways on, and the sign-in screens'; in the components so a status page does not pull the sign-in layout into the first load.) */
export const ActionRow = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-2 [&>*]:w-full">{children}</div>;
