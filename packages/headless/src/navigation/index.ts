export { MAIN_MENU, SPORTS_MENU, OFFICE_MENU, CASINO_MENU, FOOTER_MENUS, BOTTOM_MENU, isEntryAvailable, entryHref } from './menus.ts';
export type { MenuEntry } from './menus.ts';
export { useMenu } from './use-menu.ts';
export type { MenuItem } from './use-menu.ts';
