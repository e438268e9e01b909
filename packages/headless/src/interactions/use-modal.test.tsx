// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ModalFocusScope, useModal, useOpenModalCount, type ModalOptions } from '@bf/headless/interactions';

function Dialog({ isOpen, onClose, initialFocus, withField = true, role }: Omit<ModalOptions, 'isOpen'> & { isOpen: boolean; withField?: boolean }) {
  const modal = useModal({ isOpen, onClose, initialFocus, role, hasDescription: true });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div data-testid="backdrop" {...modal.backdropProps}>
        <div {...modal.panelProps}>
          <h2 {...modal.titleProps}>Reset your password</h2>
          <p {...modal.descriptionProps}>We send a link.</p>
          <button type="button">Close</button>
          {withField && <input aria-label="Login" />}
          <button type="button">Send</button>
        </div>
      </div>
    </ModalFocusScope>
  );
}

function Page(props: Omit<ModalOptions, 'isOpen' | 'onClose'> & { withField?: boolean; onClose?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog {...props} isOpen={isOpen} onClose={() => (props.onClose ? props.onClose() : setOpen(false))} />
    </>
  );
}

afterEach(() => {
  cleanup();
});

const open = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('useModal', () => {
  it('is a labelled, described modal dialog', () => {
    render(<Page />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('We send a link.').id);
  });

  it('moves focus to the first field when it opens, and back to the opener when it closes', async () => {
    render(<Page />);
    const opener = open();
    expect(document.activeElement).toBe(screen.getByLabelText('Login'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('without a field, focuses the first focusable element; with "dialog", the panel', () => {
    render(<Page withField={false} />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    cleanup();
    render(<Page initialFocus="dialog" />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('keeps focus inside: Tab from the last element wraps to the first, Shift+Tab from the first to the last', () => {
    render(<Page />);
    open();
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    act(() => send.focus());
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it('Escape closes even when focus left the dialog, and a press on the backdrop closes it', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    open();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByTestId('backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape when it has no onClose (a question that must be answered)', () => {
    function Question() {
      const modal = useModal({ isOpen: true, role: 'alertdialog' });
      return (
        <div {...modal.panelProps}>
          <h2 {...modal.titleProps}>Your bet slip will be cleared</h2>
          <button type="button" data-autofocus="">
            Cancel
          </button>
          <button type="button">Turn on</button>
        </div>
      );
    }
    render(<Question />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Your bet slip will be cleared' })).toBeTruthy();
  });

  it('closes only the top one of two open modals on Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    function Two() {
      const a = useModal({ isOpen: true, onClose: outer, initialFocus: 'dialog' });
      const b = useModal({ isOpen: true, onClose: inner, initialFocus: 'dialog' });
      return (
        <div {...a.panelProps}>
          <h2 {...a.titleProps}>Bet slip</h2>
          <div {...b.panelProps}>
            <h2 {...b.titleProps}>Question</h2>
          </div>
        </div>
      );
    }
    render(<Two />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).toHaveBeenCalledTimes(0);
  });

  it('counts the open dialogs and sheets, so a prompt that opens by itself can wait for none', () => {
    function Count() {
      return <output aria-label="open modals">{useOpenModalCount()}</output>;
    }
    render(
      <>
        <Count />
        <Page />
      </>,
    );
    const count = () => screen.getByRole('status', { name: 'open modals' }).textContent;
    expect(count()).toBe('0');
    open();
    expect(count()).toBe('1');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(count()).toBe('0');
  });

  it('marks the open modal for the page scroll lock and takes the mark away with it, writing nothing to <html>', () => {
    render(<Page />);
    open();
    expect(document.querySelectorAll('[data-scroll-lock]')).toHaveLength(1);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.querySelectorAll('[data-scroll-lock]')).toHaveLength(0);
  });
});
