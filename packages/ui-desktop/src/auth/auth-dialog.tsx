import type { ReactNode } from 'react';
import { ModalFocusScope, useModal } from '@bf/headless/interactions';

export interface AuthDialogProps {
  isOpen: boolean;
  title: string;
  /** Closes the dialog (Escape, the close button, a click outside). Omit for a dialog that must be answered. */
  onClose?: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Optional text under the title, tied to the dialog as its description. */
  description?: ReactNode;
  /** Above every other dialog (the cookie consent, which comes first in the page so it paints with it). */
  isTopmost?: boolean;
}

/**
 * A modal dialog: focus moves in when it opens, stays inside while it is open (Tab wraps) and goes back to
 * where it was when it closes; Escape closes it. Used for the country picker, password recovery and the captcha.
 */
export function AuthDialog({ isOpen, title, onClose, closeLabel, children, description, isTopmost = false }: AuthDialogProps) {
  // Focus in, Tab wraps, Escape closes, no page scroll, focus back on close: one implementation for every modal.
  const modal = useModal({ isOpen, onClose, hasDescription: Boolean(description) });
  if (!isOpen) return null;

  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className={`fixed inset-0 ${isTopmost ? 'z-[60]' : 'z-50'} flex items-center justify-center bg-black/50 p-4`}>
        <div
          {...modal.panelProps}
          className="flex max-h-[85vh] w-full max-w-md flex-col overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <h2 {...modal.titleProps} className="text-lg font-bold">
                {title}
              </h2>
              {description && (
                <p {...modal.descriptionProps} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            {onClose && (
              <button type="button" onClick={onClose} aria-label={closeLabel} className="-mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-xl leading-none text-muted hover:bg-surface-3 hover:text-fg">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="overflow-y-auto px-6 py-4">{children}</div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
