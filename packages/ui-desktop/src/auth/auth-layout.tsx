import type { ReactNode } from 'react';
import { CheckLabel, DialogForm as Form, LinkList as Links, type CheckFieldProps, type DialogFormProps, type TextLinkProps } from '@bf/ui-core/auth/auth-parts';
import { Checkbox } from '../components/checkbox.tsx';
import { Button } from '../components/button.tsx';

export type { CheckFieldProps, DialogFormProps, TextLinkProps };

/** The frame of a sign-in page: the form card, or a notice, with the page's spacing. */
export function AuthPage({ children }: { children: ReactNode }) {
  return <div className="py-6">{children}</div>;
}

/** A short text over the fields: the registration type's intro, where the code was sent. */
export function FormIntro({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** The checkboxes and the form's message, kept close together. */
export function FormChecks({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}

/** Two half-width fields side by side (first name, surname). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3">{children}</div>;
}

/** Small actions side by side, pushed to the edges: "send again", "change number". */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-between gap-2 text-sm">{children}</div>;
}


/** A checkbox of a form, with its error line when it has one. */
export function CheckField({ label, checked, onCheckedChange, error, hasErrorLine, link }: CheckFieldProps) {
  const text = <CheckLabel label={label} link={link} linkClassName="font-semibold text-accent-text underline hover:no-underline" />;
  const box = <Checkbox label={text} checked={checked} aria-invalid={error ? true : undefined} onChange={(event) => onCheckedChange(event.target.checked)} />;
  if (!hasErrorLine) return box;
  return (
    <div className="flex flex-col gap-1">
      {box}
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs font-semibold text-down">
        {error ?? '\u00a0'}
      </p>
    </div>
  );
}

/** A list of links under a notice (the changed rules). */
export const LinkList = ({ links }: { links: { label: string; href: string }[] }) => <Links links={links} skin={{ list: 'mt-2 space-y-1', link: 'text-accent-text underline' }} />;

/** An error that stays until the next try (TERMS-007): no close button. */
export function ErrorAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="mb-4 rounded-md border border-down/40 bg-down/10 p-3 text-sm text-fg">
      {children}
    </div>
  );
}

/** A small form inside a dialog (password recovery, captcha). */
export const DialogForm = (props: DialogFormProps) => <Form {...props} className="flex flex-col gap-3" />;

/** The captcha's question, read out when it changes. */
export function CaptchaQuestion({ children }: { children: ReactNode }) {
  return (
    <p className="min-h-7 text-lg font-semibold" aria-live="polite">
      {children}
    </p>
  );
}

/** The form's main button, across the card (`isSticky` is the phone kit's: here the submit stays in the card). */
export function SubmitButton({ label, isDisabled }: { label: string; isDisabled?: boolean; isSticky?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isDisabled}>
      {label}
    </Button>
  );
}

/** A dialog's closing buttons, at its foot on the right. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-2">{children}</div>;
}
