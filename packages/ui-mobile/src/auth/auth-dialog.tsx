import type { ReactNode } from 'react';
import { ModalFocusScope, useModal } from '@bf/headless/interactions';

export interface AuthDialogProps {
  isOpen: boolean;
  title: string;
  /** Closes the sheet (Escape, the close button, a tap outside). Omit for a sheet that must be answered. */
  onClose?: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Optional text under the title, tied to the sheet as its description. */
  description?: ReactNode;
  /** Above every other dialog (the cookie consent, which comes first in the page so it paints with it). */
  isTopmost?: boolean;
}

/**
 * A bottom sheet: it rises from the bottom of the screen with a grab handle, its title centred, the close button a
 * 44 px target; focus moves in when it opens, stays inside (Tab wraps) and goes back when it closes; Escape closes it.
 */
export function AuthDialog({ isOpen, title, onClose, closeLabel, children, description, isTopmost = false }: AuthDialogProps) {
  // Focus in, Tab wraps, Escape closes, no page scroll, focus back on close: one implementation for every modal.
  const modal = useModal({ isOpen, onClose, hasDescription: Boolean(description) });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className={`fixed inset-0 ${isTopmost ? 'z-[60]' : 'z-50'} flex flex-col justify-end bg-black/50`}>
        <div {...modal.panelProps} className="flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-2xl outline-none">
          <header className="relative px-12 pt-2 pb-3 text-center">
            <span aria-hidden="true" className="mx-auto mb-2 block h-1 w-10 rounded-full bg-line" />
            <h2 {...modal.titleProps} className="text-base font-bold">
              {title}
            </h2>
            {description && (
              <p {...modal.descriptionProps} className="mt-1 text-sm text-muted">
                {description}
              </p>
            )}
            {onClose && (
              <button type="button" onClick={onClose} aria-label={closeLabel} className="absolute top-2 right-1 grid size-11 place-items-center rounded-full text-2xl text-muted active:bg-surface-3">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="overflow-y-auto border-t border-line px-4 py-4">{children}</div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
