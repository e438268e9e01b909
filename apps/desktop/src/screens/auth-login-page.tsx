import { useTranslation } from '@bf/headless/i18n';
import { useLoginForm } from '@bf/headless/auth';
import { useSession } from '@bf/headless/session';
import { usePageTitle, useRouteLink } from '@bf/headless/shell';
import { ButtonLink, Notice } from '@bf/ui-desktop/components';
import { LoginForm } from './auth-login-form.tsx';

/** Sign-in (`/{lng}/user/login`): login, phone or SMS code, the two-step code, remember me, social networks. */
export function LoginPage() {
  const title = usePageTitle();
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useLoginForm();
  const link = useRouteLink();

  if (session.isSignedIn && !form.loading) {
    return (
      <div className="py-6">
        <Notice title={t('login.alreadyTitle')} action={<ButtonLink href={link('office-account')}>{t('login.toAccount')}</ButtonLink>}>
          {t('login.alreadyText')}
        </Notice>
      </div>
    );
  }

  return (
    <div className="py-6">
      <LoginForm form={form} title={title} />
    </div>
  );
}
