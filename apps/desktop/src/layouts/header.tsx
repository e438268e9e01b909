import { Suspense, type ReactNode } from 'react';
import { preloadable } from '@bf/headless/env';
import { useHeaderScreen, type HeaderModel } from '@bf/headless/screens/header';
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
  return (
    <HeaderView
      model={useHeaderScreen()}
      accounts={
        <Suspense fallback={null}>
          <HeaderAccounts />
        </Suspense>
      }
    />
  );
}

// The balance and account switcher: signed-in players only, so its code is not in a visitor's first load. The server
// renders it into a signed-in player's page and the browser loads it before hydrating (no flash, no shift).
const HeaderAccounts = preloadable('header-accounts', () => import('./header-accounts.tsx').then((m) => m.HeaderAccounts));
