import { useTranslation } from '@bf/headless/i18n';
import { useAuthModal, useForgotPassword, useRegistrationReminder } from '@bf/headless/auth';
import { useCaptchaChallenge, useSession } from '@bf/headless/session';
import { Button, ButtonLink } from '@bf/ui-desktop/components';
import { AuthDialog, AuthTextField, FormMessage, SessionBanner } from '@bf/ui-desktop/auth';

function ForgotPasswordDialog() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  return (
    <AuthDialog isOpen={forgot.isOpen} title={t('forgot.title')} description={forgot.isSent ? undefined : t('forgot.text')} onClose={forgot.close} closeLabel={t('common.close')}>
      {forgot.isSent ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="success" message={t('forgot.sent')} />
          <Button autoFocus onClick={forgot.close}>
            {t('common.close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            forgot.submit();
          }}
        >
          <AuthTextField label={t('forgot.label')} autoComplete="username" value={forgot.value} error={forgot.error} onChange={(e) => forgot.setValue(e.target.value)} />
          <Button type="submit" size="lg">
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthDialog>
  );
}

function CaptchaDialog() {
  const { t } = useTranslation('auth');
  const captcha = useCaptchaChallenge();
  return (
    <AuthDialog isOpen={captcha.isOpen} title={t('captcha.title')} description={t('captcha.text')} onClose={captcha.cancel} closeLabel={t('captcha.cancel')}>
      <form
        noValidate
        aria-busy={captcha.isBusy}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          captcha.submit();
        }}
      >
        <p className="min-h-7 text-lg font-semibold" aria-live="polite">
          {captcha.question ?? t('captcha.loading')}
        </p>
        <AuthTextField label={t('captcha.answerLabel')} inputMode="numeric" autoComplete="off" value={captcha.answer} error={captcha.error} onChange={(e) => captcha.setAnswer(e.target.value)} />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1" disabled={captcha.isBusy}>
            {t('captcha.submit')}
          </Button>
          <Button variant="secondary" onClick={captcha.reload} disabled={captcha.isBusy}>
            {t('captcha.reload')}
          </Button>
        </div>
      </form>
    </AuthDialog>
  );
}

function InactivityNotice() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (!session.wasSignedOutForInactivity) return null;
  return (
    <SessionBanner title={t('session.inactivityTitle')} dismissLabel={t('session.dismiss')} onDismiss={session.dismissInactivityNotice}>
      {t('session.inactivityText')}
    </SessionBanner>
  );
}

/** What sign-in shows over any page: the inactivity notice, the forgot-password modal and the captcha challenge. */
function RegistrationReminderDialog() {
  const { t } = useTranslation('auth');
  const reminder = useRegistrationReminder();
  const auth = useAuthModal();
  return (
    <AuthDialog isOpen={reminder.isOpen} title={t('reminder.title')} description={t('reminder.text')} onClose={reminder.dismiss} closeLabel={t('common.close')}>
      <div className="flex flex-col gap-2">
        <ButtonLink
          href={reminder.registrationHref} size="lg"
          onClick={(event) => {
            reminder.dismiss();
            // The registration modal where AUTH-003 allows it, else the page the link leads to.
            auth.registrationLink?.onClick(event);
          }}
        >
          {t('reminder.register')}
        </ButtonLink>
        <Button variant="secondary" onClick={reminder.dismiss}>
          {t('reminder.later')}
        </Button>
      </div>
    </AuthDialog>
  );
}

export function AuthOverlays() {
  return (
    <>
      <InactivityNotice />
      <ForgotPasswordDialog />
      <CaptchaDialog />
      <RegistrationReminderDialog />
    </>
  );
}
