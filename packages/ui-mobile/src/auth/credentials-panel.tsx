import type { FormEvent } from 'react';
import type { CredentialsModel } from '@bf/headless/screens/registration';
import { Button } from '../components/button.tsx';
import { AuthTextField } from './auth-text-field.tsx';

/** The registration's done step as its screen model gives it; in a sheet (`isEmbedded`) without a heading. */
export type CredentialsPanelProps = CredentialsModel & { isEmbedded?: boolean };

/** One credential as a large row to read off or long-press to copy. */
const Credential = ({ label, value }: { label: string; value: string }) => (
  <div className="flex min-h-14 items-center justify-between gap-3 px-4">
    <dt className="text-[15px] text-muted">{label}</dt>
    <dd className="font-mono text-xl font-bold tracking-wider select-all">{value}</dd>
  </div>
);

/**
 * The last step of registration on a phone: the new login and password as large rows, the ways to keep them as
 * full-width buttons one under the other, and "continue" at the bottom of the screen.
 */
export function CredentialsPanel({ isEmbedded, ...model }: CredentialsPanelProps) {
  const sendEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    model.onSendEmail();
  };
  const heading = isEmbedded ? null : (
    <h1 id="credentials-title" className="mb-2 text-2xl font-bold tracking-tight">
      {model.title}
    </h1>
  );
  return (
    <section aria-labelledby={isEmbedded ? undefined : 'credentials-title'} className="flex flex-col gap-4">
      {heading}
      <p className="text-[15px] leading-snug text-muted">{model.text}</p>
      <dl className="-mx-4 divide-y divide-line border-y border-line bg-surface-2">
        <Credential label={model.loginLabel} value={model.login} />
        {model.password && <Credential label={model.passwordLabel} value={model.password} />}
      </dl>
      {model.password && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-base font-semibold">{model.saveTitle}</legend>
          <Button variant="secondary" className="w-full" onClick={model.onSaveFile}>
            {model.fileLabel}
          </Button>
          <Button variant="secondary" className="w-full" onClick={model.onSavePicture}>
            {model.pictureLabel}
          </Button>
          <form noValidate className="mt-2 flex flex-col gap-2" onSubmit={sendEmail}>
            <AuthTextField label={model.emailFieldLabel} type="email" autoComplete="email" value={model.email} error={model.emailError} onChange={(event) => model.onEmailChange(event.target.value)} />
            <Button type="submit" variant="secondary" className="w-full">
              {model.emailButtonLabel}
            </Button>
          </form>
          <p role="status" className="min-h-5 text-center text-sm text-up">
            {model.savedText}
          </p>
          {model.message && <p className="text-center text-sm text-down">{model.message}</p>}
        </fieldset>
      )}
      <div className="sticky bottom-[var(--bottom-bar,0px)] -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
        <Button className="w-full" onClick={model.onContinue}>
          {model.continueLabel}
        </Button>
      </div>
    </section>
  );
}
