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
  /** Inside a dialog that carries the title: the form and its footer only, no card and no heading. */
  isEmbedded?: boolean;
}

/** A titled form card: sign-in, registration, password recovery. */
export function FormCard({ title, isBusy, message, onSubmit, children, footer, isEmbedded = false }: FormCardProps) {
  const form = (
    <form
      noValidate
      aria-busy={isBusy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      {message && (
        <p role="alert" className="rounded-md border-l-4 border-down bg-down/10 px-3 py-2 text-sm font-semibold text-fg">
          {message}
        </p>
      )}
      {children}
    </form>
  );
  if (isEmbedded) {
    return (
      <>
        {form}
        {footer && <div className="mt-4 border-t border-line pt-4 text-sm text-muted">{footer}</div>}
      </>
    );
  }
  return (
    <section aria-labelledby="form-card-title" className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm">
      <h1 id="form-card-title" className="mb-4 text-xl font-bold">
        {title}
      </h1>
      {form}
      {footer && <div className="mt-4 border-t border-line pt-4 text-sm text-muted">{footer}</div>}
    </section>
  );
}
