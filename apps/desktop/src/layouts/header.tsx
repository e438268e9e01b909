import type { ReactNode } from 'react';
import { useHeaderScreen, type HeaderModel } from '@bf/headless/screens/header';
import { useAccountMenuScreen } from '@bf/headless/screens/account-menu';
import { AccountMenu } from '@bf/ui-desktop/wallet';
import { Button, ButtonLink, LanguageSelect, ThemeToggle } from '@bf/ui-desktop/components';
import { SiteHeader } from '@bf/ui-desktop/layout';

/** The desktop header over its model: sections, language, theme, and sign-in or the account. */
export function HeaderView({ model, accounts }: { model: HeaderModel; accounts?: ReactNode }) {
  const { language, theme, account, logout, login, register } = model;
  return (
    <SiteHeader
      brand={model.brand}
      homeHref={model.homeHref}
      navLabel={model.nav.label}
      nav={model.nav.items}
      actions={
        <>
          <LanguageSelect label={language.label} value={language.value} options={language.options} onChange={language.onChange} />
          <ThemeToggle theme={theme.theme} label={theme.label} onToggle={theme.onToggle} />
          {account && accounts}
          {account && (
            <ButtonLink href={account.href} variant="header" size="sm">
              {account.label}
            </ButtonLink>
          )}
          {logout && (
            <Button variant="header" size="sm" disabled={logout.isBusy} onClick={logout.onPress}>
              {logout.label}
            </Button>
          )}
          {/* Real links to the pages (they work without JavaScript); a plain click opens the modal (AUTH-001 to AUTH-003). */}
          {login && (
            <ButtonLink href={login.href} onClick={login.onClick} variant="header" size="sm">
              {login.label}
            </ButtonLink>
          )}
          {register && (
            <ButtonLink href={register.href} onClick={register.onClick} size="sm">
              {register.label}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

/** The desktop header wired to its model. */
export function Header() {
  return <HeaderView model={useHeaderScreen()} accounts={<HeaderAccounts />} />;
}

/** The signed-in player's balance and account switcher (its own component: a balance change re-renders only it). */
function HeaderAccounts() {
  return <AccountMenu model={useAccountMenuScreen()} />;
}
