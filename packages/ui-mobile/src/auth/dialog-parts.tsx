import type { ReactNode } from 'react';
import type { TextLinkProps } from '@bf/ui-core/auth/auth-parts';
import { AppLink } from '../components/link-context.tsx';

// The parts a dialog's message and buttons are laid out with, apart from the sign-in forms' layout: the consent sheet
// (in a new visitor's first view) needs these and none of the forms' fields.

/** A text link in the accent colour, tall enough to tap: "Register", "Forgot your password?". */
export function TextLink({ href, onClick, children, isCentered }: TextLinkProps) {
  const shape = isCentered ? 'flex min-h-11 items-center justify-center' : 'inline-block py-2';
  return (
    <AppLink href={href} onClick={onClick} className={`${shape} font-semibold text-accent-text active:opacity-70`}>
      {children}
    </AppLink>
  );
}

/** A sheet's message over its buttons. */
export const DialogStack = ({ children, isTight }: { children: ReactNode; isTight?: boolean }) => <div className={isTight ? 'flex flex-col gap-3' : 'flex flex-col gap-5'}>{children}</div>;

/** A sheet's buttons: stacked, full width, the main one first. */
export const DialogButtons = ({ children }: { children: ReactNode }) => <div className="flex flex-col gap-2 [&>*]:w-full">{children}</div>;
