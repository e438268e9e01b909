import type { MouseEvent } from 'react';
import { ButtonLink } from '../components/button.tsx';

export interface RegistrationWidgetProps {
  title: string;
  text: string;
  registerLabel: string;
  registerHref: string;
  /** A plain click may open the registration modal instead of the page. */
  onRegister?: (event: MouseEvent<HTMLAnchorElement>) => void;
  loginLabel: string;
  loginHref: string;
  onLogin?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The right column's invitation to register, for visitors: a short pitch, register and log in. */
export function RegistrationWidget({ title, text, registerLabel, registerHref, onRegister, loginLabel, loginHref, onLogin }: RegistrationWidgetProps) {
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-surface p-4">
      <h2 className="text-base font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <div className="mt-3 flex flex-col gap-2">
        <ButtonLink href={registerHref} onClick={onRegister} className="w-full">
          {registerLabel}
        </ButtonLink>
        <ButtonLink href={loginHref} onClick={onLogin} variant="secondary" className="w-full">
          {loginLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
