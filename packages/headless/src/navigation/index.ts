export { MAIN_MENU, SPORTS_MENU, OFFICE_MENU, CASINO_MENU, FOOTER_MENUS, BOTTOM_MENU, ACCOUNT_MENU_SECTIONS, OFFICE_SECTION_OF_ROUTE, isEntryAvailable, entryHref } from './menus.ts';
export type { MenuEntry, AccountMenuSection } from './menus.ts';
export { useMenu } from './use-menu.ts';
export type { MenuItem } from './use-menu.ts';
export { RouterLink } from './router-link.tsx';
