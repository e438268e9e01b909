import type { ReactNode } from 'react';
import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { CouponSaveModel } from '@bf/headless/screens/coupon-slip';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

export interface CouponSheetProps {
  isOpen: boolean;
  title: string;
  count: number;
  countLabel: string;
  closeLabel: string;
  onClose(): void;
  headerAction?: ReactNode;
  /** Stays in view under the scrolling content: "Place bet" and what the coupon pays. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The mobile bet slip: a modal sheet from the bottom. Focus moves in when it opens, stays inside while it is open and
 * goes back to the button that opened it; Escape, the close button and a tap outside close it.
 */
export function CouponSheet({ isOpen, title, count, countLabel, closeLabel, onClose, headerAction, footer, children }: CouponSheetProps) {
  // Focus on the sheet itself, Tab wraps inside, Escape closes, the page under it does not scroll, focus back on close.
  const modal = useModal({ isOpen, onClose, initialFocus: 'dialog' });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className="fixed inset-0 z-50 flex items-end bg-black/50">
        <div
          {...modal.panelProps}
          className="flex max-h-[88vh] w-full flex-col rounded-t-2xl bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-2xl outline-none"
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-line" />
          <div className="flex items-center gap-2 border-b border-line px-3 py-2">
            <h2 {...modal.titleProps} className="text-base font-bold">
              {title}
            </h2>
            {count > 0 && (
              <span className="rounded-full bg-accent px-2 text-xs font-bold leading-5 text-accent-fg" aria-label={countLabel}>
                {count}
              </span>
            )}
            <div className="ml-auto flex items-center gap-1">
              {headerAction}
              <button type="button" onClick={onClose} aria-label={closeLabel} className="inline-flex size-10 items-center justify-center rounded-lg text-2xl leading-none text-muted active:bg-surface-3">
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">{children}</div>
          {footer && <div className="border-t border-line px-3 pt-2 pb-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">{footer}</div>}
        </div>
      </div>
    </ModalFocusScope>
  );
}

/** The floating "Bet slip (N)" button above the bottom navigation; shown while the coupon has selections. */
export function BetSlipButton({ label, count, onPress, hasBottomNavigation = true, isAttention }: { label: string; count: number; onPress(): void; hasBottomNavigation?: boolean; isAttention?: boolean }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onPress}
      data-attention={isAttention ? '' : undefined}
      className={cn(
        'fixed right-3 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-accent px-5 text-base font-bold text-accent-fg shadow-lg active:opacity-90 data-[attention]:ring-4 data-[attention]:ring-warning/60',
        hasBottomNavigation ? 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6" />
      </svg>
      {label}
      <span className="sr-only">{count}</span>
    </button>
  );
}

/** A block of the sheet with a top rule. */
export function CouponSection({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className={cn('flex flex-col gap-3 border-t border-line px-3 py-3 first:border-t-0', className)}>
      {children}
    </div>
  );
}

/** The polite live region that announces a placement's result to screen readers. */
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
    <div data-tone={tone} className={cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm', tone === 'warning' ? 'bg-warning-soft text-fg' : 'bg-accent-soft text-fg')}>
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
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-3 bottom-[calc(8rem+env(safe-area-inset-bottom))] z-50 flex justify-end">
      {message && (
        <div
          data-tone={tone}
          className={cn(
            'pointer-events-auto flex items-start gap-2 rounded-lg border px-3 py-2 text-sm text-fg shadow-lg',
            tone === 'warning' ? 'border-warning bg-warning-soft' : tone === 'success' ? 'border-up bg-surface' : 'border-line bg-surface',
          )}
        >
          <p className="flex-1">{message}</p>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded text-base leading-none text-muted hover:bg-surface-3 hover:text-fg">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The sheet's foot: what the coupon pays and "Place bet", kept in view under the scrolling content. */
export function CouponSheetFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}

/** The quick coupon's result: saved under a code (with copy buttons and the link), or why it was not. */
export function SavedCouponNotice({ saved, failedText }: Pick<CouponSaveModel, 'saved' | 'failedText'>) {
  if (failedText) return <CouponNotice tone="warning">{failedText}</CouponNotice>;
  if (!saved) return null;
  return (
    <CouponNotice
      action={
        <div className="flex flex-col items-end">
          <Button variant="ghost" size="sm" onClick={saved.copy.onPress}>
            {saved.copy.label}
          </Button>
          {saved.copyLink && (
            <Button variant="ghost" size="sm" onClick={saved.copyLink.onPress}>
              {saved.copyLink.label}
            </Button>
          )}
        </div>
      }
    >
      <span role="status">{saved.text}</span>
      {saved.link && (
        <a href={saved.link.href} className="mt-1 block py-1 font-semibold text-fg underline">
          {saved.link.label}
        </a>
      )}
      {saved.copiedText && <span className="block">{saved.copiedText}</span>}
    </CouponNotice>
  );
}
