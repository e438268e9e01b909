// The player's accounts in the header.
export { AccountMenu } from './account-menu.tsx';
