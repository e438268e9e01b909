import type { ButtonHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../utils/cn.ts';
import { AppLink, type LinkProps } from './link-context.tsx';

export const buttonStyles = cva('inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:opacity-50 disabled:pointer-events-none', {
  variants: {
    variant: {
      primary: 'bg-accent text-accent-fg hover:bg-accent-hover',
      secondary: 'bg-surface-3 text-fg hover:bg-line',
      ghost: 'text-fg hover:bg-surface-3',
      header: 'bg-header-2 text-header-fg hover:bg-white/10 border border-white/10',
    },
    size: { sm: 'h-8 px-3 text-sm', md: 'h-9 px-4 text-sm', lg: 'h-11 px-6 text-base', icon: 'size-8 text-sm' },
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
