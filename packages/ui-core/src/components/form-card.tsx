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
  /** Inside a dialog or sheet that carries the title: the form and its footer only, no heading. */
  isEmbedded?: boolean;
}

/** A kit's classes for the form card's parts; `footerTag` is the element its footer line is drawn as. */
export interface FormCardSkin {
  section?: string;
  heading: string;
  form: string;
  message: string;
  footer: string;
  footerTag: 'div' | 'footer';
}

/** A titled form (sign-in, registration, password recovery) in a kit's skin: the form's message first, then its fields. */
export function FormCardView({ skin, title, isBusy, message, onSubmit, children, footer, isEmbedded = false }: FormCardProps & { skin: FormCardSkin }) {
  const Footer = skin.footerTag;
  const body = (
    <>
      <form
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        className={skin.form}
      >
        {message && (
          <p role="alert" className={skin.message}>
            {message}
          </p>
        )}
        {children}
      </form>
      {footer && <Footer className={skin.footer}>{footer}</Footer>}
    </>
  );
  if (isEmbedded) return body;
  return (
    <section aria-labelledby="form-card-title" className={skin.section}>
      <h1 id="form-card-title" className={skin.heading}>
        {title}
      </h1>
      {body}
    </section>
  );
}
