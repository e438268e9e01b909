import { useCallback } from 'react';
import { routeHref } from '../routes/route-links.ts';
import { useShell } from './use-shell.ts';

/** Builds hrefs of routes in the current language: `link('news', { slug })`. */
export function useRouteLink(): (routeId: string, params?: Record<string, string | undefined>) => string {
  const { lng } = useShell();
  return useCallback((routeId, params) => routeHref(routeId, lng, params), [lng]);
}
