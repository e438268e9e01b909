import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { tabbableIn } from './modal-focus-scope.tsx';
import { notifyModals, openModals } from './open-modals.ts';

/** Options of a modal dialog or bottom sheet. */
export interface ModalOptions {
  isOpen: boolean;
  /** Closes it (Escape, a press on the backdrop). Omit for a dialog that must be answered with its own buttons. */
  onClose?: () => void;
  /**
   * Where focus goes when it opens: `'first-field'` (the first input, select or textarea, else the first focusable
   * element, else the panel) or `'dialog'` (the panel itself). An element marked `data-autofocus` always wins.
   */
  initialFocus?: 'first-field' | 'dialog';
  /** `alertdialog` for a question that must be answered. */
  role?: 'dialog' | 'alertdialog';
  /** Ties the description element to the dialog (`aria-describedby`). */
  hasDescription?: boolean;
}

/** Props for the kit's markup: spread each on its element. */
export interface ModalAria {
  /** `data-scroll-lock` marks an open modal: the page under it does not scroll (a CSS rule in the shared tokens). */
  backdropProps: { onMouseDown(event: MouseEvent<HTMLElement>): void; 'data-scroll-lock': '' };
  panelProps: {
    ref: RefObject<HTMLDivElement | null>;
    role: 'dialog' | 'alertdialog';
    'aria-modal': true;
    'aria-labelledby': string;
    'aria-describedby': string | undefined;
    tabIndex: -1;
  };
  titleProps: { id: string };
  descriptionProps: { id: string };
}


function firstFocus(panel: HTMLElement, initialFocus: ModalOptions['initialFocus']): HTMLElement {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  if (initialFocus === 'dialog') return panel;
  const field = panel.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])');
  if (field) return field;
  return tabbableIn(panel)[0] ?? panel;
}

/**
 * The behaviour of a modal dialog or sheet, once for both kits: focus moves in when it opens, stays in (Tab wraps,
 * through `ModalFocusScope`), Escape closes it when it has `onClose`, the page under it does not scroll, and focus
 * returns where it was when it closes. The scroll lock is CSS (`html:has([data-scroll-lock])`, on the backdrop's
 * mark): a modal in the server's HTML (the cookie consent) locks from the first paint, and nothing measures the
 * page or writes to `<html>` while it hydrates (react-aria's lock measured the scrollbar: a full layout in the
 * hydration's task). Focus moves in without scrolling: the dialog is fixed, there is nothing to scroll to.
 *
 * @example
 * const modal = useModal({ isOpen, onClose });
 * if (!isOpen) return null;
 * return <ModalFocusScope><div {...modal.backdropProps}><div {...modal.panelProps}><h2 {...modal.titleProps}>…</h2></div></div></ModalFocusScope>;
 */
export function useModal({ isOpen, onClose, initialFocus = 'first-field', role = 'dialog', hasDescription = false }: ModalOptions): ModalAria {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const focusMode = useRef(initialFocus);
  focusMode.current = initialFocus;

  useEffect(() => {
    if (!isOpen) return;
    const token = {};
    openModals.push(token);
    notifyModals();
    if (panel.current && !panel.current.contains(document.activeElement)) firstFocus(panel.current, focusMode.current).focus({ preventScroll: true });
    // On the document, so Escape still closes when focus was lost (the content under it changed).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openModals.at(-1) !== token || !close.current) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(token), 1);
      notifyModals();
    };
  }, [isOpen]);

  return {
    backdropProps: {
      onMouseDown: (event) => {
        if (event.target === event.currentTarget) close.current?.();
      },
      'data-scroll-lock': '',
    },
    panelProps: { ref: panel, role, 'aria-modal': true, 'aria-labelledby': titleId, 'aria-describedby': hasDescription ? descriptionId : undefined, tabIndex: -1 },
    titleProps: { id: titleId },
    descriptionProps: { id: descriptionId },
  };
}
