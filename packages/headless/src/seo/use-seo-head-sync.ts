import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-links.ts';
import { useCurrentRoute, useShell } from '../shell/use-shell.ts';

/**
 * Keeps the page's SEO head (title, description, robots, metas, canonical) in step after client-side navigation.
 * The server wrote the first page's head; each later page loads `seo-head-client.ts` (not in the first load).
 */
export function useSeoHeadSync(): void {
  const { pathname } = useLocation();
  const { lng, companyName } = useShell();
  const route = useCurrentRoute();
  const { t } = useTranslation('routes');
  const title = t(route?.id ?? NOT_FOUND_ROUTE_ID);
  const routeTitle = companyName ? `${title} · ${companyName}` : title;
  const page = `${lng} ${pathname}`;
  // The page the server rendered: its head is already right.
  const served = useRef<string | null>(page);
  useEffect(() => {
    if (served.current === page) return;
    served.current = null;
    const controller = new AbortController();
    void import('./seo-head-client.ts').then((module) => module.updateSeoHead({ pathname, lng, routeTitle, signal: controller.signal }));
    return () => controller.abort();
    // The title follows the page; a language change is a new page.
  }, [page]);
}
