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
}

/**
 * A modal dialog: focus moves in when it opens, stays inside while it is open (Tab wraps) and goes back to
 * where it was when it closes; Escape closes it. On a phone it rises from the bottom of the screen as a sheet.
 */
export function AuthDialog({ isOpen, title, onClose, closeLabel, children, description }: AuthDialogProps) {
  // Focus in, Tab wraps, Escape closes, no page scroll, focus back on close: one implementation for every modal.
  const modal = useModal({ isOpen, onClose, hasDescription: Boolean(description) });
  if (!isOpen) return null;

  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className="fixed inset-0 z-50 flex items-end justify-center bg-black/50">
        <div
          {...modal.panelProps}
          className="flex max-h-[90vh] w-full flex-col overflow-hidden rounded-t-2xl bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-3">
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
              <button type="button" onClick={onClose} aria-label={closeLabel} className="-mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-xl leading-none text-muted hover:bg-surface-3 hover:text-fg">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
