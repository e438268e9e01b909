import { useTranslation } from 'react-i18next';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-links.ts';
import { useCurrentRoute, useShell } from './use-shell.ts';
import { useDocumentTitle } from '../env/use-document-language.ts';

/** The title of the current page in the current language; kept in `document.title` after navigation. */
export function usePageTitle(): string {
  const route = useCurrentRoute();
  const { companyName } = useShell();
  const { t } = useTranslation('routes');
  const title = t(route?.id ?? NOT_FOUND_ROUTE_ID);
  useDocumentTitle(companyName ? `${title} · ${companyName}` : title);
  return title;
}
