import type { ReactNode } from 'react';

/** Buttons in a row that wraps, centred: under a notice. (A status page's ways on, and the sign-in screens'; in the components so a status page does not pull the sign-in layout into the first load.) */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-2">{children}</div>;
}
