import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-table.ts';
import { useCurrentRoute, useShell } from './use-shell.ts';

/** The title of the current page in the current language; kept in `document.title` after navigation. */
export function usePageTitle(): string {
  const route = useCurrentRoute();
  const { companyName } = useShell();
  const { t } = useTranslation('routes');
  const title = t(route?.id ?? NOT_FOUND_ROUTE_ID);
  useEffect(() => {
    document.title = companyName ? `${title} · ${companyName}` : title;
  }, [title, companyName]);
  return title;
}
