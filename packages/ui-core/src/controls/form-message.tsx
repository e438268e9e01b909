import { cn } from '../cn.ts';

export interface FormMessageProps {
  /** The message; empty keeps the slot, so the form does not move when a message appears. */
  message?: string;
  tone?: 'error' | 'info' | 'success';
}

/**
 * A form-wide message (wrong password, code sent). Its live region is always in the page, so screen readers
 * announce a new message, and its space is reserved, so the fields do not jump.
 */
export function FormMessage({ message, tone = 'error' }: FormMessageProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="min-h-9">
      {message && (
        <p data-tone={tone} className={cn('rounded-md px-3 py-2 text-sm font-semibold', tone === 'error' ? 'bg-down/10 text-down' : tone === 'success' ? 'bg-up/10 text-up' : 'bg-accent-soft text-accent-text')}>
          {message}
        </p>
      )}
    </div>
  );
}
