import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { AppLink } from '../link.tsx';

// Parts of the sign-in forms both kits draw alike; each kit lays them out (packages/ui-*/src/auth/auth-layout.tsx).

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

/** A check field's label: its text, or the words around the link that opens the document in a new tab. */
export function CheckLabel({ label, link, linkClassName }: Pick<CheckFieldProps, 'label' | 'link'> & { linkClassName: string }) {
  if (!link) return label;
  return (
    <>
      {link.before}
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        {link.text}
        <span className="sr-only"> {link.newTabNote}</span>
      </a>
      {link.after}
    </>
  );
}

export interface TextLinkProps {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  /** On its own line ("Forgot your password?"). */
  isCentered?: boolean;
}

/** A list of links under a notice (the changed rules); `skin` is the platform's list and link classes. */
export function LinkList({ links, skin }: { links: { label: string; href: string }[]; skin: { list: string; link: string } }) {
  if (!links.length) return null;
  return (
    <ul className={skin.list}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={skin.link}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export interface DialogFormProps {
  onSubmit(): void;
  isBusy?: boolean;
  children: ReactNode;
}

/** A small form inside a dialog or sheet (password recovery, captcha); `className` is the platform's spacing. */
export function DialogForm({ onSubmit, isBusy, children, className }: DialogFormProps & { className: string }) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate aria-busy={isBusy} className={className} onSubmit={send}>
      {children}
    </form>
  );
}
