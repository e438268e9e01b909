import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeHref } from '../routes/route-table.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useShell } from '../shell/use-shell.ts';

/** The user action pages (spec: S2 §2 "user action pages"). */
export const USER_ACTIONS = ['account-verify', 'activate', 'activate-fast', 'password-reset', 'stop-newsletter'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The `type` query parameter of the activation pages, when it is one we know. */
export function activationType(search: string): 'email' | 'phone' | undefined {
  const type = new URLSearchParams(search).get('type')?.toLowerCase();
  return type === 'email' || type === 'phone' ? type : undefined;
}

export interface UserActionLink {
  label: string;
  href: string;
}

export interface UserActionState {
  title: string;
  /** What the link the player followed is for, and what happens now, in plain words. */
  text: string;
  /** What the player can do instead. */
  hint: string;
  primary: UserActionLink;
  secondary?: UserActionLink;
}

/**
 * A user action page. The reference API has no call for these links (account verification, activation,
 * password reset, newsletter stop), so each page says plainly what the link is for, that the site cannot
 * act on it yet, and where to go instead (docs/decisions.md: user action pages).
 */
export function useUserAction(action: UserAction): UserActionState {
  const title = usePageTitle();
  const { lng, isSignedIn } = useShell();
  const { search } = useLocation();
  const { t } = useTranslation('auth');
  const account = { label: t('actions.toAccount'), href: routeHref(isSignedIn ? 'office-account' : 'login', lng) };
  const login = isSignedIn ? account : { label: t('actions.toLogin'), href: routeHref('login', lng) };
  const home = { label: t('actions.toHome'), href: routeHref('home', lng) };
  switch (action) {
    case 'account-verify':
      return { title, text: t('actions.verifyText'), hint: t('actions.verifyHint'), primary: isSignedIn ? { label: t('actions.toSecurity'), href: routeHref('office-security', lng) } : login, secondary: home };
    case 'activate':
    case 'activate-fast': {
      const type = activationType(search);
      const text = type ? t(type === 'email' ? 'actions.activateTextEmail' : 'actions.activateTextPhone') : t('actions.activateText');
      return { title, text, hint: t(action === 'activate-fast' ? 'actions.activateFastHint' : 'actions.activateHint'), primary: login, secondary: home };
    }
    case 'password-reset':
      return { title, text: t('actions.resetText'), hint: t('actions.resetHint'), primary: { label: t('actions.toSupport'), href: routeHref('information-contacts', lng) }, secondary: isSignedIn ? account : { label: t('actions.toLogin'), href: routeHref('login', lng) } };
    case 'stop-newsletter':
      return { title, text: t('actions.newsletterText'), hint: t('actions.newsletterHint'), primary: isSignedIn ? { label: t('actions.toSettings'), href: routeHref('office-settings', lng) } : login, secondary: home };
  }
}
