import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { ConsentType } from '../../consent/consent-rule.ts';
import { useCookieConsent, useReopenCookieConsent, type CookieConsentState } from '../../consent/use-cookie-consent.tsx';
import { useHydrated } from '../../env/use-hydrated.ts';
import { routeHref } from '../../routes/route-links.ts';
import type { ActionModel, LinkModel } from '../auth-form/auth-form-model.ts';

/** One switch of the customize view (spec: S2 §3 "Cookie-consent option"; CONSENT-001). */
export interface ConsentOptionModel {
  id: ConsentType;
  name: string;
  description: string;
  checked: boolean;
  /** Necessary cookies: always on, cannot be switched off. */
  disabled: boolean;
  onToggle(): void;
}

/**
 * The cookie-consent modal (spec: S2 §2, §4; CONSENT-004 to CONSENT-006): not closable, a main view and a customize
 * view. Desktop shows a dialog, the phone a bottom sheet.
 */
export interface CookieConsentModel {
  isOpen: boolean;
  view: 'main' | 'customize';
  title: string;
  /** The main view's text, or the customize view's. */
  text: string;
  /** The cookie policy page (the modal does not show on it, so it can be read first). */
  policyLink: LinkModel;
  /** Main view: accept all (first, the default button), customize, only necessary. */
  acceptAll: ActionModel;
  customize: ActionModel;
  onlyNecessary: ActionModel;
  /** Customize view: the three options, accept the selected ones, back to the main view. */
  options: ConsentOptionModel[];
  acceptSelected: ActionModel;
  /** Back to the main view; "Cancel" (closes, the choice kept) when reopened from "Cookie settings". */
  back: ActionModel;
  /** Only when reopened from "Cookie settings": the close button and Escape. The first ask has none (CONSENT-005). */
  close?: ActionModel;
}

/** The cookie policy page, where the modal stays out of the way. */
export const COOKIE_POLICY_ROUTE = 'information-cookies';

/** The model from the consent state (pure: tests and fixtures use it directly). */
export function cookieConsentModel({ t, lng, consent, routeId }: { t: TFunction; lng: string; consent: CookieConsentState; routeId: string | undefined }): CookieConsentModel {
  const option = (id: ConsentType): ConsentOptionModel => ({
    id,
    name: t(`consent.option.${id}.name`),
    description: t(`consent.option.${id}.description`),
    checked: id === 'necessary' ? true : consent.checked[id],
    disabled: id === 'necessary',
    onToggle: () => consent.toggle(id),
  });
  return {
    isOpen: consent.isOpen && routeId !== COOKIE_POLICY_ROUTE,
    view: consent.view,
    title: t(consent.view === 'main' ? 'consent.title' : 'consent.customizeTitle'),
    text: t(consent.view === 'main' ? 'consent.text' : 'consent.customizeText'),
    policyLink: { label: t('consent.policy'), href: routeHref(COOKIE_POLICY_ROUTE, lng) },
    acceptAll: { label: t('consent.acceptAll'), onPress: consent.acceptAll },
    customize: { label: t('consent.customize'), onPress: consent.customize },
    onlyNecessary: { label: t('consent.onlyNecessary'), onPress: consent.acceptNecessary },
    options: (['necessary', 'functionality', 'marketing'] as const).map(option),
    acceptSelected: { label: t('consent.acceptSelected'), onPress: consent.acceptSelected },
    back: { label: t(consent.isEditing ? 'consent.cancel' : 'consent.back'), onPress: consent.back },
    ...(consent.isEditing ? { close: { label: t('consent.close'), onPress: consent.close } } : {}),
  };
}

/** The cookie-consent modal's model: shown until the player chooses (CONSENT-005), then only when reopened from "Cookie settings". */
export function useCookieConsentScreen(): CookieConsentModel {
  const { t, i18n } = useTranslation('common');
  const consent = useCookieConsent();
  const routeId = useMatches().at(-1)?.id;
  return cookieConsentModel({ t, lng: i18n.language || 'en', consent, routeId });
}

/** The footer's "Cookie settings" entry (both apps): reopens the consent modal's customize view; null before a choice. */
export function useCookieSettingsEntry(): { label: string; onPress(): void } | null {
  const { t } = useTranslation('common');
  const reopen = useReopenCookieConsent();
  // The stored choice is read in the browser only: the entry appears after hydration, never in the server's HTML.
  const isHydrated = useHydrated();
  return reopen && isHydrated ? { label: t('consent.settings'), onPress: reopen } : null;
}
