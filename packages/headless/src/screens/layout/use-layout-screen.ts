import { usePwa } from '../../pwa/use-pwa.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BOTTOM_MENU, CASINO_MENU, FOOTER_MENUS, MAIN_MENU, OFFICE_MENU, SPORTS_MENU } from '../../navigation/menus.ts';
import { useMenus, type MenuItem } from '../../navigation/use-menu.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';
import { useNavigationProgress } from '../../shell/use-navigation-progress.ts';
import { useRightColumn } from '../../auth/use-registration-widget.ts';
import type { RouteFlags } from '../../routes/route-types.ts';

/** A titled menu. */
export interface MenuModel {
  label: string;
  items: MenuItem[];
}

/** The footer, translated: link columns (desktop), the same links in one list (phone), and the legal lines. */
export interface FooterModel {
  columns: { title: string; links: MenuItem[] }[];
  links: MenuItem[];
  responsible: string;
  /** The player's limits and self-exclusion, one click from every page (docs/decisions.md, responsible gaming). */
  limits: { label: string; href: string };
  ageNotice: string;
  legal: string;
}

/** What every layout frame shows around a page, translated. */
export interface LayoutModel {
  brand: string;
  skipLabel: string;
  /** The route's display flags: game pages hide the header, footer, bottom bar or SEO block (ROUTE-070). */
  flags: Required<Pick<RouteFlags, 'hideHeader' | 'hideFooter' | 'hideBottomNavigation' | 'hideSeoBlock'>>;
  progress: { isActive: boolean; label: string };
  menus: { main: MenuModel; sports: MenuModel; office: MenuModel; casino: MenuModel; bottom: MenuModel };
  /** Desktop's right column: hidden by the player (a cookie), and the button that toggles it. */
  rightColumn: { isHidden: boolean; toggle: { label: string; isExpanded: boolean; onPress(): void } };
  /** The empty bet slip shown until the slip's code has loaded. */
  /** The slip's place before its code loads: the same words as the empty slip (`heading`, `text`), so nothing changes when it comes. */
  emptySlip: { title: string; heading: string; text: string };
  footer: FooterModel;
}

/** What the layout model is derived from. */
export interface LayoutInputs {
  t: TFunction;
  lng: string;
  companyName: string;
  year: number;
  flags: RouteFlags | undefined;
  isNavigating: boolean;
  menus: { main: MenuItem[]; sports: MenuItem[]; office: MenuItem[]; casino: MenuItem[]; bottom: MenuItem[]; information: MenuItem[]; help: MenuItem[] };
  rightColumn: { isHidden: boolean; toggle(): void };
}

/** Derives the frame's model: texts, menus with their titles, flags, the right column and the footer. */
export function layoutModel({ t, lng, companyName, year, flags = {}, isNavigating, menus, rightColumn }: LayoutInputs): LayoutModel {
  return {
    brand: companyName || t('brand'),
    skipLabel: t('skipToContent'),
    flags: { hideHeader: Boolean(flags.hideHeader), hideFooter: Boolean(flags.hideFooter), hideBottomNavigation: Boolean(flags.hideBottomNavigation), hideSeoBlock: Boolean(flags.hideSeoBlock) },
    progress: { isActive: isNavigating, label: t('nav.main') },
    // Getters: each layout draws a few of the menus, and a menu is worked out when it is drawn.
    menus: {
      main: { label: t('nav.main'), get items() { return menus.main; } },
      sports: { label: t('home.topSports'), get items() { return menus.sports; } },
      office: { label: t('nav.account'), get items() { return menus.office; } },
      casino: { label: t('nav.casino'), get items() { return menus.casino; } },
      bottom: { label: t('nav.menu'), get items() { return menus.bottom; } },
    },
    rightColumn: {
      isHidden: rightColumn.isHidden,
      toggle: { label: t(rightColumn.isHidden ? 'layout.showRightColumn' : 'layout.hideRightColumn'), isExpanded: !rightColumn.isHidden, onPress: rightColumn.toggle },
    },
    emptySlip: { title: t('coupon.title'), heading: t('coupon:empty.title'), text: t('coupon:empty.text') },
    footer: {
      columns: [
        { title: t('footer.information'), links: menus.information },
        { title: t('footer.help'), links: menus.help },
      ],
      links: [...menus.information, ...menus.help],
      responsible: t('footer.responsible'),
      limits: { label: t('footer.limits'), href: `/${lng}/office/responsible` },
      ageNotice: t('footer.ageNotice'),
      legal: t('footer.rights', { year, company: companyName || t('brand') }),
    },
  };
}

/** The layout frame's model (menus, flags, navigation progress, right column, footer) for the current route. */
const LAYOUT_MENUS = {
  main: MAIN_MENU,
  sports: SPORTS_MENU,
  office: OFFICE_MENU,
  casino: CASINO_MENU,
  bottom: BOTTOM_MENU,
  information: FOOTER_MENUS[0]!.entries,
  help: FOOTER_MENUS[1]!.entries,
};

export function useLayoutScreen(): LayoutModel {
  const { t } = useTranslation();
  const { companyName, pwa, lng } = useShell();
  // The installable app's worker, registered or removed after load (PWA-001, PWA-002).
  usePwa(pwa ?? null, lng);
  const menus = useMenus(LAYOUT_MENUS);
  return layoutModel({
    t,
    lng,
    companyName,
    year: new Date().getFullYear(),
    flags: useCurrentRoute()?.flags,
    isNavigating: useNavigationProgress().isLoading,
    menus,
    rightColumn: useRightColumn(),
  });
}
