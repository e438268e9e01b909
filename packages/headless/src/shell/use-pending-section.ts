import { useTranslation } from 'react-i18next';
import { routeHref } from '../routes/route-links.ts';
import { usePageTitle } from './use-page-title.ts';
import { useShell } from './use-shell.ts';

/** Texts of a page whose capability comes later: it says so plainly, with a way home. */
export function usePendingSection() {
  const title = usePageTitle();
  const { lng } = useShell();
  const { t } = useTranslation('common');
  return {
    title,
    noticeTitle: t('pending.title'),
    noticeText: t('pending.text', { section: title }),
    homeLabel: t('pending.back'),
    homeHref: routeHref('home', lng),
  };
}
