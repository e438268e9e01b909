import { useTranslation } from '@bf/headless/i18n';
import type { AuthLink, LoginFormState } from '@bf/headless/auth';
import { AppLink, Button, Checkbox, FormCard, SegmentedTabs } from '@bf/ui-desktop/components';
import { AuthTextField, FormMessage, PasswordField, SocialButtons, focusFirstInvalid } from '@bf/ui-desktop/auth';
import { AuthPhoneInput } from './auth-phone-input.tsx';
import { SmsCodeFields } from './auth-sms-code.tsx';

function SmsStep({ form }: { form: LoginFormState }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthPhoneInput phone={form.smsPhone} label={t('login.phoneLabel')} error={form.errors.phoneBySms} />
      <SmsCodeFields sms={form.sms} code={form.values.smsCode} error={form.errors.smsCode} isBusy={form.loading} onCode={(code) => form.setValue('smsCode', code)} />
    </>
  );
}

function CredentialsFields({ form }: { form: LoginFormState }) {
  const { t } = useTranslation('auth');
  if (form.tab === 'sms') return <SmsStep form={form} />;
  if (form.tab === 'phone') {
    return (
      <>
        <AuthPhoneInput phone={form.phone} label={t('login.phoneLabel')} error={form.errors.phone} />
        <PasswordField
          label={t('login.passwordLabel')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="current-password"
          value={form.values.passwordPhone}
          error={form.errors.passwordPhone}
          onChange={(e) => form.setValue('passwordPhone', e.target.value)}
        />
      </>
    );
  }
  return (
    <>
      <AuthTextField label={t('login.loginLabel')} autoComplete="username" value={form.values.login} error={form.errors.login} onChange={(e) => form.setValue('login', e.target.value)} />
      <PasswordField
        label={t('login.passwordLabel')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        autoComplete="current-password"
        value={form.values.passwordLogin}
        error={form.errors.passwordLogin}
        onChange={(e) => form.setValue('passwordLogin', e.target.value)}
      />
    </>
  );
}

function submitLabel(form: LoginFormState, t: (key: string) => string): string {
  if (form.loading) return t('login.submitting');
  if (form.isTwoStep) return t('twoStep.submit');
  if (form.tab === 'sms' && !form.sms.isSent) return t('sms.send');
  return t('login.submit');
}

export interface LoginFormProps {
  form: LoginFormState;
  /** The page's title; the dialog's own title when embedded. */
  title: string;
  /** In the sign-in modal: no card or heading of its own (the dialog has them). */
  isEmbedded?: boolean;
  /** In the modal, "Register" opens the registration modal (AUTH-001); on the page it is a plain link. */
  registrationLink?: AuthLink;
}

/** The sign-in form, the same on the page and in the modal: login, phone or SMS code, the two-step code, remember me, social networks. */
export function LoginForm({ form, title, isEmbedded = false, registrationLink }: LoginFormProps) {
  const { t } = useTranslation('auth');
  return (
    <FormCard
      title={form.isTwoStep ? t('twoStep.title') : title}
      isEmbedded={isEmbedded}
      isBusy={form.loading}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        void form.submit().then(() => focusFirstInvalid(formElement));
      }}
      footer={
        form.registrationHref && (
          <p>
            {t('login.noAccount')}{' '}
            <AppLink href={form.registrationHref} onClick={registrationLink?.onClick} className="font-semibold text-accent-text hover:underline">
              {t('login.register')}
            </AppLink>
          </p>
        )
      }
    >
      {form.isTwoStep ? (
        <>
          <p className="text-sm text-muted">{t('twoStep.text')}</p>
          <AuthTextField
            label={t('twoStep.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            value={form.values.twoStepCode}
            error={form.errors.twoStepCode}
            onChange={(e) => form.setValue('twoStepCode', e.target.value)}
          />
        </>
      ) : (
        <>
          <SegmentedTabs label={t('login.methods')} value={form.tab} options={form.tabs} onChange={form.selectTab} />
          <CredentialsFields form={form} />
        </>
      )}
      <div className="flex flex-col gap-2">
        {!form.isTwoStep && <Checkbox label={t('login.remember')} checked={form.values.remember} onChange={(e) => form.setRemember(e.target.checked)} />}
        <FormMessage message={form.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={form.loading}>
        {submitLabel(form, t)}
      </Button>
      {form.isTwoStep ? (
        <Button variant="ghost" onClick={form.cancelTwoStep}>
          {t('twoStep.back')}
        </Button>
      ) : (
        <>
          <AppLink href={form.forgotPasswordHref} className="self-center text-sm font-semibold text-accent-text hover:underline">
            {t('login.forgot')}
          </AppLink>
          <SocialButtons
            title={t('login.social')}
            providers={form.social.providers}
            buttonLabel={(provider) => t('login.socialButton', { provider })}
            onSelect={(id) => void form.social.signIn(id as (typeof form.social.providers)[number]['id'])}
            isBusy={form.loading}
          />
        </>
      )}
    </FormCard>
  );
}
