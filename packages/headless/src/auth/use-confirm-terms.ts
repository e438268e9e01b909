import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { RETURN_URL_PARAM } from '../router/safe-return-path.ts';
export { confirmTermsHref } from './confirm-terms-href.ts';
import { safeReturnPath } from '../router/safe-return-path.ts';
import { routeHref } from '../routes/route-links.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

/** loading: asking whether the terms changed; ready: the player must accept; accepting: the accept call runs. */
export type ConfirmTermsPhase = 'loading' | 'ready' | 'accepting';

export interface ConfirmTermsRuleLink {
  label: string;
  href: string;
  /** The rule is new, not just changed. */
  isNew: boolean;
}

export interface ConfirmTermsState {
  title: string;
  text: string;
  phase: ConfirmTermsPhase;
  /** The changed rules, as links to their pages (TERMS-001). */
  rules: ConfirmTermsRuleLink[];
  acceptLabel: string;
  logoutLabel: string;
  /** The rules list, to read before accepting (TERMS-004 "a return to the list"). */
  rulesLink: { label: string; href: string };
  /** The accept call failed (TERMS-007): an alert with no close button; accepting again is the way on. */
  error: string | undefined;
  accept(): Promise<void>;
  logout(): Promise<void>;
}

/** Rule groups whose documents have a title of their own (`terms.document.<group>` in auth.json). */
const TITLED_DOCUMENTS = new Set(['general', 'betting', 'privacy']);

/**
 * A changed terms document as the player reads it: its title (by the rules group its link names, e.g.
 * `/rules/privacy` is the privacy policy), whether it is new or changed, and its page in the current language.
 */
export function termsDocumentLink(t: TFunction, lng: string, rule: { position: number; link?: string | null; tags: readonly string[] }): ConfirmTermsRuleLink {
  const group = /^\/rules\/([a-z0-9_-]+)/i.exec(rule.link ?? '')?.[1]?.toLowerCase();
  const title = group && TITLED_DOCUMENTS.has(group) ? t(`terms.document.${group}`) : t('terms.rule', { position: rule.position });
  const isNew = rule.tags.includes('new');
  return {
    label: t(isNew ? 'terms.isNew' : 'terms.isChanged', { title }),
    href: rule.link?.startsWith('/') ? `/${lng}${rule.link}` : routeHref('rules', lng, { ruleGroup: 'general' }),
    isNew,
  };
}

/**
 * The confirm-terms page (spec: S2 §2, §4 "Terms"): asks the terms status; unchanged terms send the player
 * home (TERMS-006); accepting records it and goes back to the page that met the 451, else home; the player
 * may sign out instead (TERMS-004). A failed accept shows the confirm-terms error alert (TERMS-007).
 */
export function useConfirmTerms(): ConfirmTermsState {
  const title = usePageTitle();
  const { t } = useTranslation('auth');
  const { lng, api, logout } = useSessionServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [phase, setPhase] = useState<ConfirmTermsPhase>('loading');
  const [rules, setRules] = useState<ConfirmTermsRuleLink[]>([]);
  const [error, setError] = useState<string | undefined>();
  const updatedAt = useRef<string | undefined>(undefined);
  const home = `/${lng}`;
  const back = safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM)) ?? home;

  useEffect(() => {
    const controller = new AbortController();
    api.terms.getStatus(controller.signal).then(
      (status) => {
        if (controller.signal.aborted) return;
        // spec: S2 §4, terms not changed: the page goes to root.
        if (!status.result) return void navigate(home, { replace: true });
        updatedAt.current = status.updatedAt ?? undefined;
        setRules(status.rules.map((rule) => termsDocumentLink(t, lng, rule)));
        setPhase('ready');
      },
      (cause: unknown) => {
        if (controller.signal.aborted || (cause instanceof ApiError && cause.isCancelled)) return;
        // No status: the player can still accept; the accept call decides.
        setPhase('ready');
      },
    );
    return () => controller.abort();
  }, [api, navigate, home, lng, t]);

  const accept = useCallback(async () => {
    setPhase('accepting');
    setError(undefined);
    try {
      await api.terms.confirm(updatedAt.current);
      await navigate(back, { replace: true });
    } catch {
      setError(t('terms.error'));
      setPhase('ready');
    }
  }, [api, navigate, back, t]);

  return {
    title,
    text: t('terms.text'),
    phase,
    rules,
    acceptLabel: phase === 'accepting' ? t('terms.accepting') : t('terms.accept'),
    logoutLabel: t('session.logout'),
    rulesLink: { label: t('terms.readRules'), href: routeHref('rules', lng, { ruleGroup: 'general' }) },
    error,
    accept,
    logout: useCallback(() => logout(), [logout]),
  };
}
