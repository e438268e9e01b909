import { useTranslation } from '@bf/headless/i18n';
import { MAIN_MENU, useMenu } from '@bf/headless/navigation';
import { useLanguageSwitcher, useRouteLink, useShell } from '@bf/headless/shell';
import { useTheme } from '@bf/headless/theme';
import { Button, ButtonLink, LanguageSelect, ThemeToggle } from '@bf/ui-desktop/components';
import { SiteHeader } from '@bf/ui-desktop/layout';
import { useSession } from '@bf/headless/session';
import { useAuthModal } from '@bf/headless/auth';

/** The desktop header wired to headless: sections, language, theme and sign-in. */
export function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const link = useRouteLink();
  const nav = useMenu(MAIN_MENU);
  const languages = useLanguageSwitcher();
  const { theme, toggle } = useTheme();
  const nextTheme = theme === 'dark' ? t('theme.light') : t('theme.dark');
  const session = useSession();
  // Real links to the pages (they work without JavaScript); a plain click opens the modal (AUTH-001 to AUTH-003).
  const auth = useAuthModal();
  return (
    <>
      <SiteHeader
        brand={shell.companyName || t('brand')}
        homeHref={link('home')}
        navLabel={t('nav.main')}
        nav={nav}
        actions={
          <>
            <LanguageSelect label={t('language.change')} value={languages.current} options={languages.options} onChange={languages.select} />
            <ThemeToggle theme={theme} label={t('theme.toggle', { theme: nextTheme.toLowerCase() })} onToggle={toggle} />
            {shell.isSignedIn ? (
              <>
                <ButtonLink href={link('office-account')} variant="header" size="sm">
                  {t('auth.account')}
                </ButtonLink>
                <Button variant="header" size="sm" disabled={session.isLoggingOut} onClick={() => void session.logout()}>
                  {t(session.isLoggingOut ? 'auth:session.loggingOut' : 'auth:session.logout')}
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
