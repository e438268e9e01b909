import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAIN_MENU } from '../../navigation/menus.ts';
import { useMenu, type MenuItem } from '../../navigation/use-menu.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useRouteLink } from '../../shell/use-route-link.ts';
import { useLanguageSwitcher, type LanguageSwitcherState } from '../../shell/use-language-switcher.ts';
import { useTheme, type ThemeState } from '../../theme/use-theme.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useAuthModal } from '../../auth/use-auth-modal.ts';
import type { AuthLink } from '../../auth/use-auth-modal.ts';

/** A link the header shows; `onClick` opens the sign-in modal on a plain click (AUTH-001 to AUTH-003). */
export interface HeaderLink {
  label: string;
  href: string;
  onClick?: AuthLink['onClick'];
}

/** Everything the header shows, translated. */
export interface HeaderModel {
  brand: string;
  homeHref: string;
  /** The main sections (the desktop header shows them; the phone shows them as chips under the bar). */
  nav: { label: string; items: MenuItem[] };
  language: { label: string; value: string; options: { code: string; label: string }[]; onChange(code: string): void };
  theme: { theme: 'light' | 'dark'; label: string; onToggle(): void };
  /** Signed in: the account link and "Log out". */
  account?: HeaderLink;
  logout?: { label: string; isBusy: boolean; onPress(): void };
  /** Signed out: "Log in", and "Sign up" where registration is open. */
  login?: HeaderLink;
  register?: HeaderLink;
}

/** What the header model is derived from. */
export interface HeaderInputs {
  t: TFunction;
  companyName: string;
  isSignedIn: boolean;
  homeHref: string;
  accountHref: string;
  nav: MenuItem[];
  languages: Pick<LanguageSwitcherState, 'current' | 'options' | 'select'>;
  theme: ThemeState;
  session: { isLoggingOut: boolean; logout(): Promise<unknown> | void };
  auth: { loginLink: AuthLink; registrationLink: AuthLink | undefined };
}

/** Derives the header model: brand, sections, language, theme and the sign-in or account controls. */
export function headerModel({ t, companyName, isSignedIn, homeHref, accountHref, nav, languages, theme, session, auth }: HeaderInputs): HeaderModel {
  const nextTheme = theme.theme === 'dark' ? t('theme.light') : t('theme.dark');
  return {
    brand: companyName || t('brand'),
    homeHref,
    nav: { label: t('nav.main'), items: nav },
    language: { label: t('language.change'), value: languages.current, options: languages.options.map(({ code, label }) => ({ code, label })), onChange: languages.select },
    theme: { theme: theme.theme, label: t('theme.toggle', { theme: nextTheme.toLowerCase() }), onToggle: theme.toggle },
    ...(isSignedIn
      ? {
          account: { label: t('auth.account'), href: accountHref },
          logout: { label: t(session.isLoggingOut ? 'auth:session.loggingOut' : 'auth:session.logout'), isBusy: session.isLoggingOut, onPress: () => void session.logout() },
        }
      : {
          login: { label: t('auth.login'), ...auth.loginLink },
          register: auth.registrationLink && { label: t('auth.register'), ...auth.registrationLink },
        }),
  };
}

/** The header's model: reads the shell, session, theme and sign-in links, and derives what the header shows. */
export function useHeaderScreen(): HeaderModel {
  const { t } = useTranslation();
  const shell = useShell();
  const link = useRouteLink();
  return headerModel({
    t,
    companyName: shell.companyName,
    isSignedIn: shell.isSignedIn,
    homeHref: link('home'),
    accountHref: link('office-account'),
    nav: useMenu(MAIN_MENU),
    languages: useLanguageSwitcher(),
    theme: useTheme(),
    session: useSession(),
    auth: useAuthModal(),
  });
}
