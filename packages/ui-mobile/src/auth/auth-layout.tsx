import type { ReactNode } from 'react';
import { CheckLabel, DialogForm as Form, LinkList as Links, type CheckFieldProps, type DialogFormProps, type TextLinkProps } from '@bf/ui-core/auth/auth-parts';
import { Checkbox } from '../components/checkbox.tsx';
import { Button } from '../components/button.tsx';

export type { CheckFieldProps, DialogFormProps, TextLinkProps };

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


/** A checkbox row the height of a finger, with its error line when it has one. */
export function CheckField({ label, checked, onCheckedChange, error, hasErrorLine, link }: CheckFieldProps) {
  const text = <CheckLabel label={label} link={link} linkClassName="font-semibold text-accent-text underline" />;
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

/** The changed rules under a notice: one tappable row each, with a chevron. */
export const LinkList = ({ links }: { links: { label: string; href: string }[] }) => (
  <Links links={links} skin={{ list: 'mt-3 divide-y divide-line border-y border-line', link: "flex min-h-11 items-center justify-between gap-3 text-accent-text after:text-muted after:content-['›']" }} />
);

/** An error that stays until the next try (TERMS-007), across the top of the screen: no close button. */
export function ErrorAlert({ children }: { children?: ReactNode }) {
  return children ? (
    <p role="alert" className="-mx-4 mb-3 border-b border-down/40 bg-down/10 px-4 py-3 text-sm text-fg">
      {children}
    </p>
  ) : null;
}

/** The form of a sheet (password recovery, captcha): fields, then its buttons stacked. */
export const DialogForm = (props: DialogFormProps) => <Form {...props} className="flex flex-col gap-4" />;

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
