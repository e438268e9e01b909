import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../env/browser-session.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useRouteLink } from '../../shell/use-route-link.ts';

/** An error page, translated: what happened and the one way on. */
export interface ErrorModel {
  tone: 'error';
  title: string;
  text: string;
  /** Not found: a link home. */
  home?: { label: string; href: string };
  /** Server error: reload the page. */
  reload?: { label: string; onPress(): void };
}

/** Unknown paths: the technical error page, status 404 (spec: S1 §2, S2 §8). */
export function notFoundModel(t: TFunction, homeHref: string): ErrorModel {
  return { tone: 'error', title: t('notFound.title'), text: t('notFound.text'), home: { label: t('notFound.home'), href: homeHref } };
}

/** Unexpected failure, and route 500 (spec: S2 §2). */
export function serverErrorModel(t: TFunction, reload: () => void): ErrorModel {
  return { tone: 'error', title: t('serverError.title'), text: t('serverError.text'), reload: { label: t('serverError.reload'), onPress: reload } };
}

/** The 404 page's model. */
export function useNotFoundScreen(): ErrorModel {
  const { t } = useTranslation();
  const link = useRouteLink();
  usePageTitle();
  return notFoundModel(t, link('home'));
}

/** The error page's model; it works outside the language route too (the root's error element). */
export function useServerErrorScreen(): ErrorModel {
  const { t } = useTranslation();
  return serverErrorModel(t, reloadPage);
}
