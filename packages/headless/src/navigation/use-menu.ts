import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation } from 'react-router-dom';
import { useShell } from '../shell/use-shell.ts';
import { entryHref, isEntryAvailable, type MenuEntry } from './menus.ts';
import { withLazyProperty } from '../env/lazy-property.ts';

export interface MenuItem {
  key: string;
  label: string;
  href: string;
  isActive: boolean;
  icon?: string;
  badge?: string;
  /** The analytics label of an account-menu section (ACCT-024), rendered as data-analytics. */
  analytics?: string;
}

/** A menu's items: unavailable routes left out, the current one marked active. */
function menuItems(entries: readonly MenuEntry[], { lng, availableRoutes, pathname, t }: { lng: string; availableRoutes: ReturnType<typeof useShell>['availableRoutes']; pathname: string; t: TFunction<['common', 'routes']> }): MenuItem[] {
  return entries
    .filter((entry) => isEntryAvailable(entry, availableRoutes))
    .map((entry) => {
      const href = entryHref(entry, lng);
      const base = href;
      return {
        key: entry.key,
        label: entry.labelKey ? t(entry.labelKey, { ns: 'common' }) : t(entry.routeId, { ns: 'routes' }),
        href,
        // A section of a page (a #hash link) is never the active entry: the page's own entry is.
        isActive: entry.hash ? false : entry.routeId === 'home' ? pathname === href || pathname === base : pathname === href || pathname === base || pathname.startsWith(`${base}/`),
        icon: entry.icon,
        badge: entry.badge ? t('nav.live', { ns: 'common' }) : undefined,
        analytics: entry.analytics,
      };
    });
}

/** A menu in the current language: unavailable routes left out, the current one marked active. */
export function useMenu(entries: readonly MenuEntry[]): MenuItem[] {
  const { lng, availableRoutes } = useShell();
  const { pathname } = useLocation();
  const { t } = useTranslation(['common', 'routes']);
  return useMemo(() => menuItems(entries, { lng, availableRoutes, pathname, t }), [entries, availableRoutes, lng, pathname, t]);
}

/**
 * Several menus at once (a layout's), each worked out when first read: a layout reads the few it draws, and one
 * translation hook serves them all (seven `useMenu` calls were a long slice of a phone's hydration).
 */
export function useMenus<K extends string>(menus: Readonly<Record<K, readonly MenuEntry[]>>): Record<K, MenuItem[]> {
  const { lng, availableRoutes } = useShell();
  const { pathname } = useLocation();
  const { t } = useTranslation(['common', 'routes']);
  return useMemo(() => {
    const context = { lng, availableRoutes, pathname, t };
    return (Object.keys(menus) as K[]).reduce((result, key) => withLazyProperty(result, key, () => menuItems(menus[key], context)), {} as Record<K, MenuItem[]>);
  }, [menus, availableRoutes, lng, pathname, t]);
}
