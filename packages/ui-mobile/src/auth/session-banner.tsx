import type { ReactNode } from 'react';

export interface SessionBannerProps {
  title: string;
  children?: ReactNode;
  dismissLabel: string;
  onDismiss(): void;
}

/**
 * A snackbar over the bottom of the screen, above the bottom navigation, e.g. "You were signed out after a period
 * of inactivity": where a phone shows such news, in reach of the thumb that dismisses it.
 */
export function SessionBanner({ title, children, dismissLabel, onDismiss }: SessionBannerProps) {
  return (
    <aside role="status" className="fixed inset-x-2 bottom-[calc(var(--bottom-bar,4rem)+0.5rem)] z-40 flex items-center gap-2 rounded-xl bg-fg py-2 pr-2 pl-4 text-sm text-bg shadow-lg">
      <p className="flex-1 leading-snug">
        <b>{title}</b> {children}
      </p>
      <button type="button" onClick={onDismiss} className="min-h-11 shrink-0 rounded-lg px-3 font-bold uppercase active:bg-white/10">
        {dismissLabel}
      </button>
    </aside>
  );
}
