import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { Checkbox } from '../components/checkbox.tsx';
import { Button } from '../components/button.tsx';

// The pieces of the phone's sign-in screens: full-width and stacked, every tap target at least 44 px high, the
// main action in reach of the thumb.

/** A sign-in screen: the phone's width with a finger's margin, no card around it. */
export const AuthPage = ({ children }: { children: ReactNode }) => <div className="px-1 pt-1 pb-4">{children}</div>;

/** The line over the fields: the registration type's intro, where the code was sent. */
export const FormIntro = ({ children }: { children: ReactNode }) => <p className="text-[15px] leading-snug text-muted">{children}</p>;

/** The checkboxes and the form's message, one row each. */
export const FormChecks = ({ children }: { children: ReactNode }) => <div className="-mx-1 flex flex-col">{children}</div>;

/** First name and surname: one under the other on a narrow phone, side by side from 360 px. */
export const FieldRow = ({ children }: { children: ReactNode }) => <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 min-[360px]:gap-2">{children}</div>;

/** "Send again" and "change number": two equal halves of the width, each a full-height tap target. */
export const ActionBar = ({ children }: { children: ReactNode }) => <div className="grid grid-cols-2 gap-2 [&>*]:min-h-11 [&>*]:w-full">{children}</div>;


export interface CheckFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: string;
  /** Keeps an error line under the checkbox (the terms), so an error does not move the form. */
  hasErrorLine?: boolean;
  /** Words of the label that open a document in a new tab (the terms and conditions). */
  link?: { before: string; text: string; after: string; href: string; newTabNote: string };
}

/** A checkbox row the height of a finger, with its error line when it has one. */
export function CheckField({ label, checked, onCheckedChange, error, hasErrorLine, link }: CheckFieldProps) {
  const text = link ? (
    <>
      {link.before}
      <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-text underline">
        {link.text}
        <span className="sr-only"> {link.newTabNote}</span>
      </a>
      {link.after}
    </>
  ) : (
    label
  );
  return (
    <div className="flex min-h-11 flex-col justify-center px-1">
      <Checkbox label={text} checked={checked} aria-invalid={error ? true : undefined} onChange={(event) => onCheckedChange(event.target.checked)} />
      {hasErrorLine && (
        <p role={error ? 'alert' : undefined} className="min-h-4 pl-7 text-xs font-semibold text-down">
          {error ?? '\u00a0'}
        </p>
      )}
    </div>
  );
}

export interface TextLinkProps {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  /** On its own line, across the screen ("Forgot your password?"). */
  isCentered?: boolean;
}

/** A text link in the accent colour, tall enough to tap: "Register", "Forgot your password?". */
export function TextLink({ href, onClick, children, isCentered }: TextLinkProps) {
  const shape = isCentered ? 'flex min-h-11 items-center justify-center' : 'inline-block py-2';
  return (
    <AppLink href={href} onClick={onClick} className={`${shape} font-semibold text-accent-text active:opacity-70`}>
      {children}
    </AppLink>
  );
}

/** The changed rules under a notice: one tappable row each, with a chevron. */
export function LinkList({ links }: { links: { label: string; href: string }[] }) {
  if (!links.length) return null;
  return (
    <ul className="mt-3 divide-y divide-line border-y border-line">
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className="flex min-h-11 items-center justify-between gap-3 text-accent-text after:text-muted after:content-['›']">
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** An error that stays until the next try (TERMS-007), across the top of the screen: no close button. */
export function ErrorAlert({ children }: { children?: ReactNode }) {
  return children ? (
    <p role="alert" className="-mx-4 mb-3 border-b border-down/40 bg-down/10 px-4 py-3 text-sm text-fg">
      {children}
    </p>
  ) : null;
}

export interface DialogFormProps {
  onSubmit(): void;
  isBusy?: boolean;
  children: ReactNode;
}

/** The form of a sheet (password recovery, captcha): fields, then its buttons stacked. */
export function DialogForm({ onSubmit, isBusy, children }: DialogFormProps) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate aria-busy={isBusy} className="flex flex-col gap-4" onSubmit={send}>
      {children}
    </form>
  );
}

/** A sheet's message over its buttons. */
export const DialogStack = ({ children, isTight }: { children: ReactNode; isTight?: boolean }) => <div className={isTight ? 'flex flex-col gap-3' : 'flex flex-col gap-5'}>{children}</div>;

/** A sheet's buttons: stacked, full width, the main one first. */
export const DialogButtons = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-2 [&>*]:w-full">{children}</div>;

/** The captcha's question, large, read out when it changes. */
export const CaptchaQuestion = ({ children }: { children: ReactNode }) => (
  <output aria-live="polite" className="block min-h-8 text-center text-2xl font-bold tabular-nums">
    {children}
  </output>
);

/**
 * The form's main button, across the screen. On a page (`isSticky`) it rides in a bar at the bottom of the screen,
 * over the bottom navigation, while the fields scroll under it: in reach of the thumb however long the form is.
 */
export function SubmitButton({ label, isDisabled, isSticky = false }: { label: string; isDisabled?: boolean; isSticky?: boolean }) {
  const button = (
    <Button type="submit" className="w-full" disabled={isDisabled}>
      {label}
    </Button>
  );
  if (!isSticky) return button;
  return <div className="sticky bottom-[var(--bottom-bar,0px)] z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">{button}</div>;
}

/** A dialog's closing buttons, stacked full width at its foot for a thumb. */
export const DialogFooter = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-2 [&>*]:w-full">{children}</div>;
