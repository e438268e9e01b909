import type { CredentialsModel } from '@bf/headless/screens/registration';
import { Button } from '../components/button.tsx';
import { AuthTextField } from './auth-text-field.tsx';

/** The registration's done step as its screen model gives it; in a dialog (`isEmbedded`) without a card or heading. */
export type CredentialsPanelProps = CredentialsModel & { isEmbedded?: boolean };

/** The last step of registration: the new login and password, and ways to save them. */
export function CredentialsPanel(props: CredentialsPanelProps) {
  const { title, text, loginLabel, login, passwordLabel, password } = props;
  return (
    <section aria-labelledby={props.isEmbedded ? undefined : 'credentials-title'} className={props.isEmbedded ? undefined : 'mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm'}>
      {!props.isEmbedded && (
        <h1 id="credentials-title" className="text-xl font-bold">
          {title}
        </h1>
      )}
      <p className="mt-1 text-sm text-muted">{text}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-2 p-4">
        <dt className="text-sm text-muted">{loginLabel}</dt>
        <dd className="font-mono text-base font-semibold select-all">{login}</dd>
        {password && (
          <>
            <dt className="text-sm text-muted">{passwordLabel}</dt>
            <dd className="font-mono text-base font-semibold select-all">{password}</dd>
          </>
        )}
      </dl>
      {password && (
        <div className="mt-4 flex flex-col gap-3">
          <h2 className="text-sm font-semibold">{props.saveTitle}</h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={props.onSaveFile}>
              {props.fileLabel}
            </Button>
            <Button variant="secondary" onClick={props.onSavePicture}>
              {props.pictureLabel}
            </Button>
          </div>
          <form
            noValidate
            className="flex items-start gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              props.onSendEmail();
            }}
          >
            <AuthTextField className="flex-1" label={props.emailFieldLabel} type="email" autoComplete="email" value={props.email} error={props.emailError} onChange={(event) => props.onEmailChange(event.target.value)} />
            <Button type="submit" variant="secondary" className="mt-6">
              {props.emailButtonLabel}
            </Button>
          </form>
          <p role="status" className="min-h-5 text-sm text-up">
            {props.savedText}
          </p>
          {props.message && <p className="text-sm text-down">{props.message}</p>}
        </div>
      )}
      <Button size="lg" className="mt-4 w-full" onClick={props.onContinue}>
        {props.continueLabel}
      </Button>
    </section>
  );
}
