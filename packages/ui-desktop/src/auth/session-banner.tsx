import type { ReactNode } from 'react';

export interface SessionBannerProps {
  title: string;
  children?: ReactNode;
  dismissLabel: string;
  onDismiss(): void;
}

/** A notice across the top of the page, e.g. "You were signed out after a period of inactivity". */
export function SessionBanner({ title, children, dismissLabel, onDismiss }: SessionBannerProps) {
  return (
    <div role="status" className="border-b border-warning/30 bg-warning-soft text-fg">
      <div className="mx-auto flex max-w-[1920px] items-center gap-4 px-4 py-2 text-sm">
        <p className="flex-1">
          <strong className="font-semibold">{title}</strong> {children}
        </p>
        <button type="button" onClick={onDismiss} className="h-8 rounded-md px-3 font-semibold hover:bg-black/5">
          {dismissLabel}
        </button>
      </div>
    </div>
  );
}
