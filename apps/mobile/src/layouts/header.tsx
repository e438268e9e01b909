import { useTranslation } from '@bf/headless/i18n';
import { useLanguageSwitcher, useRouteLink, useShell } from '@bf/headless/shell';
import { useTheme } from '@bf/headless/theme';
import { Button, ButtonLink, LanguageSelect, ThemeToggle } from '@bf/ui-mobile/components';
import { MobileHeader } from '@bf/ui-mobile/layout';
import { useSession } from '@bf/headless/session';
import { useAuthModal } from '@bf/headless/auth';
import { AccountIcon, LogoutIcon } from '@bf/ui-mobile/auth';

/** The mobile top bar wired to headless. */
export function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const link = useRouteLink();
  const languages = useLanguageSwitcher();
  const { theme, toggle } = useTheme();
  const nextTheme = theme === 'dark' ? t('theme.light') : t('theme.dark');
  const session = useSession();
  // Real links to the pages (they work without JavaScript); a plain click opens the modal (AUTH-001 to AUTH-003).
  const auth = useAuthModal();
  return (
    <>
      <MobileHeader
        brand={shell.companyName || t('brand')}
        homeHref={link('home')}
        actions={
          <>
            <LanguageSelect label={t('language.change')} value={languages.current} options={languages.options} onChange={languages.select} />
            <ThemeToggle theme={theme} label={t('theme.toggle', { theme: nextTheme.toLowerCase() })} onToggle={toggle} />
            {shell.isSignedIn ? (
              <>
                {/* Icon buttons: the bar has no room for two labels on a phone; the names stay for assistive tech. */}
                <ButtonLink href={link('office-account')} variant="header" size="icon" aria-label={t('auth.account')}>
                  <AccountIcon />
                </ButtonLink>
                <Button variant="header" size="icon" disabled={session.isLoggingOut} aria-label={t(session.isLoggingOut ? 'auth:session.loggingOut' : 'auth:session.logout')} onClick={() => void session.logout()}>
                  <LogoutIcon />
                </Button>
              </>
            ) : (
              <>
                <ButtonLink href={auth.loginLink.href} onClick={auth.loginLink.onClick} variant="header" size="sm">
                  {t('auth.login')}
                </ButtonLink>
                {auth.registrationLink && (
                  <ButtonLink href={auth.registrationLink.href} onClick={auth.registrationLink.onClick} size="sm">
                    {t('auth.register')}
                  </ButtonLink>
                )}
              </>
            )}
          </>
        }
      />
    </>
  );
}
