import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { seoTitleOf, seoTitlePage } from '../seo/seo-title.ts';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-table.ts';
import { useCurrentRoute, useShell } from './use-shell.ts';
import { useDocumentTitle } from '../env/use-document-language.ts';

/**
 * The title of the current page in the current language; kept in `document.title` after navigation, unless the
 * page's SEO data gave it a title of its own (SEO-001), which stays.
 */
export function usePageTitle(): string {
  const route = useCurrentRoute();
  const { companyName, lng } = useShell();
  const { pathname } = useLocation();
  const { t } = useTranslation('routes');
  const title = t(route?.id ?? NOT_FOUND_ROUTE_ID);
  useDocumentTitle(seoTitleOf(seoTitlePage(lng, pathname)) ?? (companyName ? `${title} · ${companyName}` : title));
  return title;
}
