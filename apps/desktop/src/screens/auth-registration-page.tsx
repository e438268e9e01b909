import { useTranslation } from '@bf/headless/i18n';
import { useRegistrationForm, type RegistrationType } from '@bf/headless/auth';
import { usePageTitle, useRouteLink } from '@bf/headless/shell';
import { ButtonLink, Notice } from '@bf/ui-desktop/components';
import { RegistrationForm } from './auth-registration-form.tsx';

/** Registration (`/{lng}/registration`): one click, phone, e-mail or a social network, and the bonus choice. */
export function RegistrationPage({ initialType = 'fast_reg' }: { initialType?: RegistrationType }) {
  const title = usePageTitle();
  const { t } = useTranslation('auth');
  const form = useRegistrationForm({ initialType });
  const link = useRouteLink();

  if (!form.isAvailable) {
    return (
      <div className="py-6">
        <Notice title={t('registration.unavailableTitle')} action={<ButtonLink href={link('home')}>{t('actions.toHome')}</ButtonLink>}>
          {t('registration.unavailableText')}
        </Notice>
      </div>
    );
  }

  return (
    <div className="py-6">
      <RegistrationForm form={form} title={title} />
    </div>
  );
}

/** `/{lng}/registration/socialregistration`: registration opens on the social networks. */
export function SocialRegistrationPage() {
  return <RegistrationPage initialType="soc_reg" />;
}
