import type { ReactNode } from 'react';
import type { CouponSaveModel } from '@bf/headless/screens/coupon-slip';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

export interface CouponSlipProps {
  title: string;
  /** Selections in the coupon, shown as a badge; nothing when 0. */
  count: number;
  countLabel: string;
  /** An action in the title row, e.g. "Remove all". */
  headerAction?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The bet slip's frame in the right column: a titled region that stays in view while the page scrolls. */
export function CouponSlip({ title, count, countLabel, headerAction, children, className }: CouponSlipProps) {
  return (
    <section aria-label={title} className={cn('sticky top-[4.25rem] flex max-h-[calc(100vh-5rem)] flex-col rounded-lg border border-line bg-surface', className)}>
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        <h2 className="text-sm font-bold">{title}</h2>
        {count > 0 && (
          <span className="rounded-full bg-accent px-2 text-xs font-bold leading-5 text-accent-fg" aria-label={countLabel}>
            {count}
          </span>
        )}
        <div className="ml-auto">{headerAction}</div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{children}</div>
    </section>
  );
}

/** A block of the slip with a top rule. */
export function CouponSection({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className={cn('flex flex-col gap-2 border-t border-line px-3 py-3 first:border-t-0', className)}>
      {children}
    </div>
  );
}

/** The polite live region that announces a placement's result to screen readers (and shows it to everyone). */
export function CouponLiveRegion({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

/** A short message in the slip: the reminder, why "Place bet" waits. */
export function CouponNotice({ tone = 'info', children, action }: { tone?: 'info' | 'warning'; children: ReactNode; action?: ReactNode }) {
  return (
    <div data-tone={tone} className={cn('flex items-start gap-2 rounded-md px-3 py-2 text-xs', tone === 'warning' ? 'bg-warning-soft text-fg' : 'bg-accent-soft text-fg')}>
      <span aria-hidden="true" className={cn('font-bold', tone === 'warning' ? 'text-warning' : 'text-accent-text')}>
        {tone === 'warning' ? '!' : 'i'}
      </span>
      <div className="flex-1">{children}</div>
      {action}
    </div>
  );
}

/**
 * A short result floating over the page (a one-click bet): always in the page as a polite live region, visible while
 * it has a message, with a close button.
 */
export function CouponToast({ message, tone = 'info', closeLabel, onClose }: { message: string | null; tone?: 'info' | 'success' | 'warning'; closeLabel: string; onClose(): void }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 right-4 max-w-sm z-50 flex justify-end">
      {message && (
        <div
          data-tone={tone}
          className={cn(
            'pointer-events-auto flex items-start gap-2 rounded-lg border px-3 py-2 text-sm text-fg shadow-lg',
            tone === 'warning' ? 'border-warning bg-warning-soft' : tone === 'success' ? 'border-up bg-surface' : 'border-line bg-surface',
          )}
        >
          <p className="flex-1">{message}</p>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="-mr-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-base leading-none text-muted hover:bg-surface-3 hover:text-fg">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The quick coupon's result: saved under a code (with copy buttons and the link), or why it was not. */
export function SavedCouponNotice({ saved, failedText }: Pick<CouponSaveModel, 'saved' | 'failedText'>) {
  if (failedText) return <CouponNotice tone="warning">{failedText}</CouponNotice>;
  if (!saved) return null;
  return (
    <CouponNotice
      action={
        <>
          <Button variant="ghost" size="sm" onClick={saved.copy.onPress}>
            {saved.copy.label}
          </Button>
          {saved.copyLink && (
            <Button variant="ghost" size="sm" onClick={saved.copyLink.onPress}>
              {saved.copyLink.label}
            </Button>
          )}
        </>
      }
    >
      <span role="status">{saved.text}</span>
      {saved.link && (
        <a href={saved.link.href} className="block font-semibold text-fg underline">
          {saved.link.label}
        </a>
      )}
      {saved.copiedText && <span className="block">{saved.copiedText}</span>}
    </CouponNotice>
  );
}
