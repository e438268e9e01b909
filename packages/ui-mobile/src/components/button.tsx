import type { ButtonHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../utils/cn.ts';
import { AppLink, type LinkProps } from './link-context.tsx';

// Touch targets are at least 40 px high on mobile.
export const buttonStyles = cva('inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap active:opacity-80 disabled:opacity-50 disabled:pointer-events-none', {
  variants: {
    variant: {
      primary: 'bg-accent text-accent-fg',
      secondary: 'bg-surface-3 text-fg',
      ghost: 'text-fg',
      header: 'bg-header-2 text-header-fg border border-white/10',
    },
    // lg is the desktop's large call to action; on the phone md is already thumb-sized, so lg is md.
    size: { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4 text-base', lg: 'h-11 px-4 text-base', icon: 'size-9 text-sm' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
export type ButtonVariants = VariantProps<typeof buttonStyles>;

/** A button in the kit's variants. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={cn(buttonStyles({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonVariants) {
  return <AppLink className={cn(buttonStyles({ variant, size }), className)} {...props} />;
}
