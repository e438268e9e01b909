// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ModalFocusScope, tabbableIn } from './modal-focus-scope.tsx';

afterEach(() => {
  cleanup();
});

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
const focused = () => (document.activeElement as HTMLElement | null)?.textContent || document.activeElement?.getAttribute('aria-label');

describe('tabbableIn', () => {
  it('lists what Tab stops on, in document order: not disabled, hidden, inert or tabindex -1 elements; one stop per radio group', () => {
    render(
      <div data-testid="root">
        <button type="button">Deposit</button>
        <button type="button" disabled>
          Withdraw
        </button>
        <a href="/en/rules">Rules</a>
        <a>No link</a>
        <input aria-label="Amount" />
        <input type="hidden" name="token" />
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <div style={{ display: 'none' }}>
          <button type="button">Not displayed</button>
        </div>
        <div inert>
          <button type="button">Inert</button>
        </div>
        <span tabIndex={-1}>Panel</span>
        <span tabIndex={0}>Card</span>
        <input type="radio" name="format" aria-label="Decimal" />
        <input type="radio" name="format" aria-label="Fractional" defaultChecked />
        <input type="radio" name="format" aria-label="American" />
      </div>,
    );
    const names = tabbableIn(screen.getByTestId('root')).map((element) => element.textContent || element.getAttribute('aria-label'));
    expect(names).toEqual(['Deposit', 'Rules', 'Amount', 'Card', 'Fractional']);
  });
});

function Modal({ onClose, label = 'Sheet', portal = false }: { onClose(): void; label?: string; portal?: boolean }) {
  const sheet = (
    <ModalFocusScope>
      <div role="dialog" aria-label={label}>
        <button type="button" onClick={onClose}>
          {`${label}: close`}
        </button>
        <input aria-label={`${label}: stake`} />
        <button type="button">{`${label}: place bet`}</button>
      </div>
    </ModalFocusScope>
  );
  return portal ? createPortal(sheet, document.body) : sheet;
}

function Page({ portal = false }: { portal?: boolean }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(['Sheet'])}>
        Open slip
      </button>
      <a href="/en/live">Live</a>
      {open.map((label) => (
        <Modal key={label} label={label} portal={portal} onClose={() => setOpen((list) => list.filter((name) => name !== label))} />
      ))}
    </>
  );
}

describe('ModalFocusScope', () => {
  it('renders no element of its own around the modal: two hidden marks only', () => {
    const { container } = render(<Modal onClose={() => {}} />);
    expect([...container.children].map((element) => element.tagName)).toEqual(['SPAN', 'DIV', 'SPAN']);
    expect([...container.querySelectorAll('span')].every((mark) => mark.hidden)).toBe(true);
  });

  it('wraps Tab at its last stop to the first and Shift+Tab at its first to the last; in between the browser moves it', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open slip' }));
    act(() => screen.getByRole('button', { name: 'Sheet: place bet' }).focus());
    tab();
    expect(focused()).toBe('Sheet: close');
    tab(true);
    expect(focused()).toBe('Sheet: place bet');
    act(() => screen.getByLabelText('Sheet: stake').focus());
    const middle = fireEvent.keyDown(screen.getByLabelText('Sheet: stake'), { key: 'Tab' });
    // Not prevented: the browser's own Tab goes to the next stop inside.
    expect(middle).toBe(true);
  });

  it('from the panel itself (focused on open), Tab goes to the first stop and Shift+Tab to the last', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open slip' }));
    const panel = screen.getByRole('dialog');
    panel.tabIndex = -1;
    act(() => panel.focus());
    tab();
    expect(focused()).toBe('Sheet: close');
    act(() => panel.focus());
    tab(true);
    expect(focused()).toBe('Sheet: place bet');
  });

  it('takes focus back when it leaves for the page under the modal', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open slip' }));
    act(() => screen.getByLabelText('Sheet: stake').focus());
    act(() => screen.getByRole('link', { name: 'Live' }).focus());
    expect(focused()).toBe('Sheet: stake');
  });

  it('gives focus back to the opener when it closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open slip' });
    act(() => opener.focus());
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'Sheet: close' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Sheet: close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Nothing is held after the last one closed: focus moves freely on the page again.
    act(() => screen.getByRole('link', { name: 'Live' }).focus());
    expect(focused()).toBe('Live');
  });

  it('gives focus back to the opener when an autoFocus inside took focus as it opened', async () => {
    function Consent() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Cookie settings
          </button>
          {isOpen && (
            <ModalFocusScope>
              <div role="dialog" aria-label="Choose cookies">
                <button type="button" autoFocus onClick={() => setOpen(false)}>
                  Accept all
                </button>
              </div>
            </ModalFocusScope>
          )}
        </>
      );
    }
    render(<Consent />);
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    act(() => opener.focus());
    fireEvent.click(opener);
    expect(focused()).toBe('Accept all');
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('works for a modal rendered through a portal', async () => {
    render(<Page portal />);
    const opener = screen.getByRole('button', { name: 'Open slip' });
    act(() => opener.focus());
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'Sheet: place bet' }).focus());
    tab();
    expect(focused()).toBe('Sheet: close');
    act(() => screen.getByRole('link', { name: 'Live' }).focus());
    expect(focused()).toBe('Sheet: close');
    fireEvent.click(screen.getByRole('button', { name: 'Sheet: close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('with a question over the slip, Tab stays in the question, and closing it gives focus back inside the slip', async () => {
    function Stacked() {
      const [asked, setAsked] = useState(false);
      return (
        <ModalFocusScope>
          <div role="dialog" aria-label="Slip">
            <button type="button" onClick={() => setAsked(true)}>
              Place bet
            </button>
            <button type="button">Clear</button>
          </div>
          {asked && <Modal label="Question" onClose={() => setAsked(false)} />}
        </ModalFocusScope>
      );
    }
    render(<Stacked />);
    const place = screen.getByRole('button', { name: 'Place bet' });
    act(() => place.focus());
    fireEvent.click(place);
    act(() => screen.getByRole('button', { name: 'Question: place bet' }).focus());
    tab();
    expect(focused()).toBe('Question: close');
    tab(true);
    expect(focused()).toBe('Question: place bet');
    fireEvent.click(screen.getByRole('button', { name: 'Question: close' }));
    await waitFor(() => expect(document.activeElement).toBe(place));
  });
});
