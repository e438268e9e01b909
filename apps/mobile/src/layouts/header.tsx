import { useTranslation } from '@bf/headless/i18n';
import { useLanguageSwitcher, useRouteLink, useShell } from '@bf/headless/shell';
import { useTheme } from '@bf/headless/theme';
import { ButtonLink, LanguageSelect, ThemeToggle } from '@bf/ui-mobile/components';
import { MobileHeader } from '@bf/ui-mobile/layout';

/** The mobile top bar wired to headless. */
export function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const link = useRouteLink();
  const languages = useLanguageSwitcher();
  const { theme, toggle } = useTheme();
  const nextTheme = theme === 'dark' ? t('theme.light') : t('theme.dark');
  return (
    <MobileHeader
      brand={shell.companyName || t('brand')}
      homeHref={link('home')}
      actions={
        <>
          <LanguageSelect label={t('language.change')} value={languages.current} options={languages.options} onChange={languages.select} />
          <ThemeToggle theme={theme} label={t('theme.toggle', { theme: nextTheme.toLowerCase() })} onToggle={toggle} />
          {!shell.isSignedIn && (
            <ButtonLink href={shell.isRegistrationAvailable ? link('registration') : link('login')} size="sm">
              {shell.isRegistrationAvailable ? t('auth.register') : t('auth.login')}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
