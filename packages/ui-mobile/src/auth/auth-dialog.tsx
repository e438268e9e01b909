import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthDialogProps {
  isOpen: boolean;
  title: string;
  /** Closes the dialog (Escape, the close button, a click outside). Omit for a dialog that must be answered. */
  onClose?: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Optional text under the title, tied to the dialog as its description. */
  description?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in when it opens, stays inside while it is open (Tab wraps) and goes back to
 * where it was when it closes; Escape closes it. On a phone it rises from the bottom of the screen as a sheet.
 */
export function AuthDialog({ isOpen, title, onClose, closeLabel, children, description }: AuthDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Escape closes even when focus was lost (the content under it changed).
  useEffect(() => {
    if (!isOpen || !onClose) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, [isOpen]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      // Handled here; the document listener sees defaultPrevented and leaves it.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50" onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex max-h-[90vh] w-full flex-col overflow-hidden rounded-t-2xl bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-xl outline-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-3">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            )}
          </div>
          {onClose && (
            <button type="button" onClick={onClose} aria-label={closeLabel} className="-mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-xl leading-none text-muted hover:bg-surface-3 hover:text-fg">
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-4 py-4">{children}</div>
      </div>
    </div>
  );
}
