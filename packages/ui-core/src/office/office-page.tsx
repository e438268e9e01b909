import type { HTMLAttributes, ReactNode } from 'react';
import { AppLink } from '../link.tsx';

/**
 * An office form: no browser validation (the model checks), busy while it sends, and its submit handed to the model.
 * `className` is the platform's layout of its fields (a grid or a stack).
 */
export function OfficeForm({ className, isBusy, onSubmit, children }: { className?: string; isBusy?: boolean; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-busy={isBusy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={className}
    >
      {children}
    </form>
  );
}

const TEXT = { plain: 'text-sm', muted: 'text-sm text-muted', strong: 'text-sm font-semibold', callout: 'rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-text' } as const;

/** A line of text in an office panel, drawn alike on both platforms: plain, muted (a hint, an empty list), strong (a status) or a callout. */
export function PanelText({ tone = 'plain', ...props }: HTMLAttributes<HTMLParagraphElement> & { tone?: keyof typeof TEXT; 'data-blocked'?: boolean }) {
  return <p {...props} className={TEXT[tone]} />;
}

/** A model's button as a kit button's props: its label, and its disabled and busy states (a submit leaves the press to its form). */
export const submitProps = (button: { label: string; isBusy?: boolean; isDisabled?: boolean }) => ({ disabled: button.isDisabled, 'aria-busy': button.isBusy, children: button.label });

/** A model's button as a kit button's props, its press included. */
export const pressProps = (button: { label: string; isBusy?: boolean; isDisabled?: boolean; onPress(): void }) => ({ ...submitProps(button), onClick: button.onPress });

/**
 * A page heading with a link back a step (payment requests). `skin` is the platform's link (its classes and arrow)
 * and whether it sits above the heading (`isLinkFirst`) or under it.
 */
export function BackHeading({ heading, back, skin }: { heading: ReactNode; back: { href: string; label: string } | null; skin: { link: string; arrow: string; isLinkFirst: boolean } }) {
  const link = back && (
    <AppLink href={back.href} className={skin.link}>
      {skin.arrow} {back.label}
    </AppLink>
  );
  return (
    <>
      {skin.isLinkFirst && link}
      {heading}
      {!skin.isLinkFirst && link}
    </>
  );
}
