import { useTranslation } from '@bf/headless/i18n';
import type { AuthLink, RegistrationFormState, RegistrationType } from '@bf/headless/auth';
import { AppLink, Button, Checkbox, FormCard } from '@bf/ui-mobile/components';
import { AuthTextField, ChoiceGroup, CredentialsPanel, FormMessage, PasswordField, SelectField, SocialButtons, focusFirstInvalid } from '@bf/ui-mobile/auth';
import { AuthPhoneInput } from './auth-phone-input.tsx';
import { SmsCodeFields } from './auth-sms-code.tsx';

const INTRO: Record<RegistrationType, string> = {
  fast_reg: 'registration.fastText',
  phone_reg: 'registration.phoneText',
  full_reg: 'registration.emailText',
  soc_reg: 'registration.socialText',
};

function TypeFields({ form }: { form: RegistrationFormState }) {
  const { t } = useTranslation('auth');
  if (form.type === 'full_reg') {
    return (
      <>
        <AuthTextField label={t('registration.email')} type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setValue('email', e.target.value)} />
        <PasswordField
          label={t('registration.password')}
          hint={t('registration.passwordHint')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="new-password"
          value={form.values.password}
          error={form.errors.password}
          onChange={(e) => form.setValue('password', e.target.value)}
        />
        <AuthTextField label={t('registration.birthDate')} type="date" autoComplete="bday" value={form.values.birthDate} error={form.errors.birthDate} onChange={(e) => form.setValue('birthDate', e.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <AuthTextField label={t('registration.name')} autoComplete="given-name" hint={t('registration.optional')} value={form.values.name} error={form.errors.name} onChange={(e) => form.setValue('name', e.target.value)} />
          <AuthTextField label={t('registration.surname')} autoComplete="family-name" hint={t('registration.optional')} value={form.values.surname} error={form.errors.surname} onChange={(e) => form.setValue('surname', e.target.value)} />
        </div>
        <AuthTextField label={t('registration.login')} autoComplete="username" hint={t('registration.loginHint')} value={form.values.login} error={form.errors.login} onChange={(e) => form.setValue('login', e.target.value)} />
      </>
    );
  }
  if (form.type === 'phone_reg') {
    return (
      <>
        <AuthPhoneInput phone={form.phone} label={t('registration.phone')} error={form.errors.phone} />
        <SmsCodeFields sms={form.sms} code={form.values.smsCode} error={form.errors.smsCode} isBusy={form.loading} onCode={(code) => form.setValue('smsCode', code)} />
      </>
    );
  }
  return null;
}

function submitLabel(form: RegistrationFormState, t: (key: string) => string): string {
  if (form.loading) return t('registration.submitting');
  if (form.type === 'phone_reg' && !form.sms.isSent) return t('registration.sendCode');
  return t('registration.submit');
}

const SAVED_KEYS = ['credentials.savedFile', 'credentials.savedPicture', 'credentials.savedEmail'] as const;

export interface RegistrationFormProps {
  form: RegistrationFormState;
  title: string;
  /** In the registration modal: no card or heading of its own (the dialog has them). */
  isEmbedded?: boolean;
  /** In the modal, "Log in" opens the sign-in modal (AUTH-001); on the page it is a plain link. */
  loginLink?: AuthLink;
}

/**
 * The registration form, the same on the page and in the modal: one click, phone, e-mail or a social network, the
 * bonus choice, then the new credentials and the ways to save them.
 */
export function RegistrationForm({ form, title, isEmbedded = false, loginLink }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  if (form.step === 'done' && form.credentials) {
    return (
      <CredentialsPanel
        title={t('credentials.title')}
        isEmbedded={isEmbedded}
        text={form.credentials.password ? t('credentials.text') : t('credentials.textChosen')}
        loginLabel={t('credentials.login')}
        login={form.credentials.login}
        passwordLabel={t('credentials.password')}
        password={form.credentials.password}
        saveTitle={t('credentials.save')}
        fileLabel={t('credentials.file')}
        pictureLabel={t('credentials.picture')}
        emailFieldLabel={t('credentials.emailLabel')}
        emailButtonLabel={t('credentials.emailSend')}
        email={form.credentialsEmail}
        onEmailChange={form.setCredentialsEmail}
        emailError={form.errors.credentialsEmail}
        onSaveFile={form.saveToFile}
        onSavePicture={() => void form.saveToPicture()}
        onSendEmail={form.sendByEmail}
        savedText={form.saved.map((option) => t(SAVED_KEYS[option])).join(' ')}
        message={form.message}
        continueLabel={t('credentials.continue')}
        onContinue={() => void form.finish()}
      />
    );
  }
  return (
    <FormCard
      title={title}
      isEmbedded={isEmbedded}
      isBusy={form.loading}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        void form.submit().then(() => focusFirstInvalid(formElement));
      }}
      footer={
        <p>
          {t('registration.haveAccount')}{' '}
          <AppLink href={form.loginHref} onClick={loginLink?.onClick} className="font-semibold text-accent-text hover:underline">
            {t('registration.toLogin')}
          </AppLink>
        </p>
      }
    >
      <ChoiceGroup legend={t('registration.types')} value={form.type} options={form.types} onChange={form.selectType} columns={2} />
      <p className="text-sm text-muted">{t(INTRO[form.type])}</p>
      <TypeFields form={form} />
      <SelectField label={t('registration.currency')} value={form.values.currency} options={form.currencies} error={form.errors.currency} onChange={(e) => form.setValue('currency', e.target.value)} />
      <ChoiceGroup legend={t('registration.bonus')} value={form.values.bonus} options={form.bonusOptions} onChange={form.setBonus} />
      <AuthTextField label={t('registration.promo')} hint={t('registration.optional')} autoComplete="off" value={form.values.promoCode} error={form.errors.promoCode} onChange={(e) => form.setValue('promoCode', e.target.value)} />
      <div className="flex flex-col gap-1">
        <Checkbox label={t('registration.terms', { age: form.minimumAge })} checked={form.values.terms} aria-invalid={form.errors.terms ? true : undefined} onChange={(e) => form.setTerms(e.target.checked)} />
        <p role={form.errors.terms ? 'alert' : undefined} className="min-h-4 text-xs font-semibold text-down">
          {form.errors.terms ?? '\u00a0'}
        </p>
        <FormMessage message={form.message} />
      </div>
      {form.type === 'soc_reg' ? (
        <SocialButtons
          title={t('registration.socialTitle')}
          providers={form.social.providers}
          buttonLabel={(provider) => t('registration.socialButton', { provider })}
          onSelect={(id) => void form.social.register(id as (typeof form.social.providers)[number]['id'])}
          isBusy={form.loading}
        />
      ) : (
        <Button type="submit" className="w-full" disabled={form.loading}>
          {submitLabel(form, t)}
        </Button>
      )}
    </FormCard>
  );
}
