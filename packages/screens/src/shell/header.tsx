import { Suspense, type ReactNode } from 'react';
import { preloadable } from '@bf/headless/env';
import { useHeaderScreen, type HeaderModel } from '@bf/headless/screens/header';
import { ButtonLink, LanguageSelect, ThemeToggle } from '@kit/components';
import { HeaderSession, SiteHeader } from '@kit/layout';

/**
 * The header over its model: sections (desktop; the phone shows them as chips under its top bar), language, theme,
 * and sign-in or the account (the phone draws the account and "Log out" as icon buttons).
 */
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
          <HeaderSession account={account} logout={logout} />
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

/** The header wired to its model. */
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
