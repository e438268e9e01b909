import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { routeHref } from '../../routes/route-links.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useShell } from '../../shell/use-shell.ts';

/** A page whose section comes in a later release: its real heading, and a plain notice with a way home. */
export interface PendingModel {
  title: string;
  notice: { title: string; text: string };
  home: { label: string; href: string };
}

/** The pending page's model for a section titled `title`. */
export function pendingModel(t: TFunction, title: string, lng: string): PendingModel {
  return {
    title,
    notice: { title: t('pending.title'), text: t('pending.text', { section: title }) },
    home: { label: t('pending.back'), href: routeHref('home', lng) },
  };
}

/** The honest "not available yet" page of the current route. */
export function usePendingScreen(): PendingModel {
  const { t } = useTranslation('common');
  const title = usePageTitle();
  const { lng } = useShell();
  return pendingModel(t, title, lng);
}
