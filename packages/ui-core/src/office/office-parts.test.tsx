// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CareFileField } from './care-fields.tsx';
import { BackHeading, OfficeForm, pressProps, submitProps } from './office-page.tsx';
import { QrCode } from './qr-code.tsx';

// Tailwind reads this folder, tests included: the skins here are made-up words, never utility classes.
// The office parts both kits draw alike: what a player and a screen reader get does not depend on the skin.

afterEach(cleanup);

const fileField = (over: Partial<Parameters<typeof CareFileField>[0]['field']> = {}) => ({
  id: 'document',
  label: 'Document',
  hint: 'JPG, PNG or PDF, up to 10 MB',
  accept: 'image/jpeg,image/png,application/pdf',
  fileName: null,
  onFile: vi.fn(),
  ...over,
});
const described = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('CareFileField (ui-core)', () => {
  it('with a picker, the whole line is the input\'s label, the file name shows in it, and the error describes it', () => {
    const field = fileField({ fileName: 'passport.png (120 KB)', error: 'Choose a file.' });
    render(<CareFileField field={field} skin={{ input: 'skin-input', picker: 'skin-picker' }} />);
    const input = screen.getByLabelText('Document') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,application/pdf');
    expect(input.closest('label')?.textContent).toBe('passport.png (120 KB)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['Choose a file.']);
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2048)], 'id.pdf', { type: 'application/pdf' })] } });
    expect(field.onFile).toHaveBeenCalledWith({ name: 'id.pdf', type: 'application/pdf', size: 2048 });
  });

  it('without a picker, the label names the input and the allowed kinds and the error describe it; no file picked is null', () => {
    const field = fileField();
    render(<CareFileField field={field} skin={{ input: 'skin-input' }} />);
    const input = screen.getByLabelText('Document') as HTMLInputElement;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(described(input)).toEqual(['JPG, PNG or PDF, up to 10 MB', '\u00a0']);
    fireEvent.change(input, { target: { files: [] } });
    expect(field.onFile).toHaveBeenCalledWith(null);
  });
});

describe('BackHeading (ui-core)', () => {
  const heading = <h1>A deposit</h1>;
  it('puts the link back above or under the heading as the skin says, and leaves it out without a way back', () => {
    const back = { label: 'All topics', href: '/en/office/payment/requests' };
    const { rerender } = render(<BackHeading heading={heading} back={back} skin={{ link: 'skin-link', arrow: '‹', isLinkFirst: true }} />);
    expect([...document.body.firstElementChild!.children].map((element) => element.tagName)).toEqual(['A', 'H1']);
    expect(screen.getByRole('link').textContent).toBe('‹ All topics');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en/office/payment/requests');
    rerender(<BackHeading heading={heading} back={back} skin={{ link: 'skin-link', arrow: '←', isLinkFirst: false }} />);
    expect([...document.body.firstElementChild!.children].map((element) => element.tagName)).toEqual(['H1', 'A']);
    rerender(<BackHeading heading={heading} back={null} skin={{ link: 'skin-link', arrow: '←', isLinkFirst: false }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('OfficeForm and model buttons (ui-core)', () => {
  it('hands a submit to the model once, without the browser\'s own checks or a page load, and says when it is busy', () => {
    const onSubmit = vi.fn();
    const send = { label: 'Send', isBusy: true, isDisabled: false, onPress: onSubmit };
    render(
      <OfficeForm isBusy={send.isBusy} onSubmit={send.onPress} className="skin-form">
        <button type="submit" {...submitProps(send)} />
      </OfficeForm>,
    );
    const form = document.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
  });

  it('a pressed model button calls its action; a disabled one is disabled and not busy unless the model says so', () => {
    const onPress = vi.fn();
    render(
      <>
        <button type="button" {...pressProps({ label: 'Make active', isBusy: false, isDisabled: false, onPress })} />
        <button type="button" {...pressProps({ label: 'Remove', isDisabled: true, onPress })} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Make active' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    const remove = screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('QrCode (ui-core)', () => {
  it('is an image named by its model, its view box the code\'s size in modules', () => {
    render(<QrCode qr={{ label: 'QR code to sign in', size: 29, path: 'M0 0h7v7H0z' }} className="skin-qr" />);
    const image = screen.getByRole('img', { name: 'QR code to sign in' });
    expect(image.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(image.querySelector('path')?.getAttribute('fill')).toBe('#000');
  });
});
