import type { ReactNode } from 'react';
import type { TextLinkProps } from '@bf/ui-core/auth/auth-parts';
import { AppLink } from '../components/link-context.tsx';

// The parts a dialog's message and buttons are laid out with, apart from the sign-in forms' layout: the consent sheet
// (in a new visitor's first view) needs these and none of the forms' fields.

/** An accent-coloured text link: "Register", "Forgot your password?". */
export function TextLink({ href, onClick, children, isCentered }: TextLinkProps) {
  return (
    <AppLink href={href} onClick={onClick} className={isCentered ? 'self-center text-sm font-semibold text-accent-text hover:underline' : 'font-semibold text-accent-text hover:underline'}>
      {children}
    </AppLink>
  );
}

/** A dialog's content stacked: a message and its buttons. */
export function DialogStack({ children, isTight }: { children: ReactNode; isTight?: boolean }) {
  return <div className={isTight ? 'flex flex-col gap-2' : 'flex flex-col gap-4'}>{children}</div>;
}

/** Buttons side by side in a dialog, the first (its main action) taking the room left. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex gap-2 [&>*:first-child]:flex-1">{children}</div>;
}
