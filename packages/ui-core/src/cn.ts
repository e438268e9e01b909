import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class-merging library: it would cost more bundle than the home page's own code,
 * so kit components avoid handing conflicting utilities to `className`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
