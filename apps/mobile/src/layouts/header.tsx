import { Suspense, type ReactNode } from 'react';
import { preloadable } from '@bf/headless/env';
import { useHeaderScreen, type HeaderModel } from '@bf/headless/screens/header';
import { Button, ButtonLink, LanguageSelect, ThemeToggle } from '@bf/ui-mobile/components';
import { MobileHeader } from '@bf/ui-mobile/layout';
import { AccountIcon, LogoutIcon } from '@bf/ui-mobile/auth';

/** The mobile top bar over its model; the sections show as chips under it (the layout's tabs). */
export function HeaderView({ model, accounts }: { model: HeaderModel; accounts?: ReactNode }) {
  const { language, theme, account, logout, login, register } = model;
  return (
    <MobileHeader
      brand={model.brand}
      homeHref={model.homeHref}
      actions={
        <>
          <LanguageSelect label={language.label} value={language.value} options={language.options} onChange={language.onChange} />
          <ThemeToggle theme={theme.theme} label={theme.label} onToggle={theme.onToggle} />
          {account && accounts}
          {/* Icon buttons: the bar has no room for two labels on a phone; the names stay for assistive tech. */}
          {account && (
            <ButtonLink href={account.href} variant="header" size="icon" aria-label={account.label}>
              <AccountIcon />
            </ButtonLink>
          )}
          {logout && (
            <Button variant="header" size="icon" disabled={logout.isBusy} aria-label={logout.label} onClick={logout.onPress}>
              <LogoutIcon />
            </Button>
          )}
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

/** The mobile top bar wired to its model. */
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
