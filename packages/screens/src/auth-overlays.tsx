import { useAuthOverlaysScreen, type AuthOverlaysModel } from '@bf/headless/screens/auth-overlays';
import { AppLink, Button, ButtonLink } from '@kit/components';
import { AuthDialog, CaptchaQuestion, DialogButtons, DialogForm, DialogStack, FormMessage, SessionBanner } from '@kit/auth';
import { TextInput } from '@bf/screens/parts/auth-text-input';

/** What sign-in shows over any page, over its model: the inactivity notice, forgot password, captcha, the reminder. */
export function AuthOverlaysView({ model: { inactivity, convertReminder, forgotPassword: forgot, captcha, reminder } }: { model: AuthOverlaysModel }) {
  return (
    <>
      {inactivity && (
        <SessionBanner title={inactivity.title} dismissLabel={inactivity.dismissLabel} onDismiss={inactivity.onDismiss}>
          {inactivity.text}
        </SessionBanner>
      )}
      {convertReminder && (
        <SessionBanner title={convertReminder.title} dismissLabel={convertReminder.dismissLabel} onDismiss={convertReminder.onDismiss}>
          {convertReminder.text}{' '}
          <AppLink href={convertReminder.link.href} className="font-semibold underline">
            {convertReminder.link.label}
          </AppLink>
        </SessionBanner>
      )}
      <AuthDialog isOpen={forgot.isOpen} title={forgot.title} description={forgot.description} onClose={forgot.onClose} closeLabel={forgot.closeLabel}>
        {forgot.sentText ? (
          <DialogStack>
            <FormMessage tone="success" message={forgot.sentText} />
            <Button autoFocus onClick={forgot.close.onPress}>
              {forgot.close.label}
            </Button>
            {forgot.resend && (
              <Button variant="ghost" onClick={forgot.resend.onPress} disabled={forgot.resend.isDisabled}>
                {forgot.resend.label}
              </Button>
            )}
            <FormMessage tone={forgot.resendStatus?.tone ?? 'success'} message={forgot.resendStatus?.text} />
          </DialogStack>
        ) : (
          <DialogForm onSubmit={forgot.onSubmit} isBusy={forgot.isBusy}>
            <TextInput field={forgot.field} />
            <Button type="submit" size="lg">
              {forgot.submitLabel}
            </Button>
          </DialogForm>
        )}
      </AuthDialog>
      <AuthDialog isOpen={captcha.isOpen} title={captcha.title} description={captcha.description} onClose={captcha.onClose} closeLabel={captcha.closeLabel}>
        <DialogForm onSubmit={captcha.onSubmit} isBusy={captcha.isBusy}>
          <CaptchaQuestion>{captcha.question}</CaptchaQuestion>
          <TextInput field={captcha.field} />
          <DialogButtons>
            <Button type="submit" disabled={captcha.submit.isDisabled}>
              {captcha.submit.label}
            </Button>
            <Button variant="secondary" onClick={captcha.reload.onPress} disabled={captcha.reload.isDisabled}>
              {captcha.reload.label}
            </Button>
          </DialogButtons>
        </DialogForm>
      </AuthDialog>
      <AuthDialog isOpen={reminder.isOpen} title={reminder.title} description={reminder.description} onClose={reminder.onClose} closeLabel={reminder.closeLabel}>
        <DialogStack isTight>
          <ButtonLink href={reminder.register.href} size="lg" onClick={reminder.register.onClick}>
            {reminder.register.label}
          </ButtonLink>
          <Button variant="secondary" onClick={reminder.later.onPress}>
            {reminder.later.label}
          </Button>
        </DialogStack>
      </AuthDialog>
    </>
  );
}

/** The overlays of sign-in; their code loads after the page. */
export function AuthOverlaysScreen() {
  return <AuthOverlaysView model={useAuthOverlaysScreen()} />;
}
