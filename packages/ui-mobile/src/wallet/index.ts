// The player's accounts in the header: the top bar's button (the sheet loads apart, from './account-sheet').
export { AccountMenu, type AccountSheetProps } from './account-menu.tsx';
