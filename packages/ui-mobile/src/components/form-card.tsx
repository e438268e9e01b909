import type { FormEvent, ReactNode } from 'react';

export interface FormCardProps {
  title: string;
  /** Set while the form is being sent: the form is busy and its fields read as such. */
  isBusy?: boolean;
  /** A message for the whole form (e.g. wrong password), announced when it appears. */
  message?: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
  footer?: ReactNode;
  /** Inside a sheet that carries the title: the form and its footer only, no heading. */
  isEmbedded?: boolean;
}

/**
 * A form screen on a phone: sign-in, registration, password recovery. No card: the form fills the width under a
 * compact heading, and its footer ("New here? Create an account") closes the screen, centred.
 */
export function FormCard({ title, isBusy, message, onSubmit, children, footer, isEmbedded = false }: FormCardProps) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  const body = (
    <>
      <form noValidate aria-busy={isBusy} onSubmit={send} className="flex flex-col gap-5">
        {message && (
          <p role="alert" className="-mx-4 bg-down/10 px-4 py-3 text-sm font-semibold text-fg">
            {message}
          </p>
        )}
        {children}
      </form>
      {footer && <footer className="mt-6 text-center text-[15px] text-muted">{footer}</footer>}
    </>
  );
  if (isEmbedded) return body;
  return (
    <section aria-labelledby="form-card-title">
      <h1 id="form-card-title" className="mb-5 text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {body}
    </section>
  );
}
